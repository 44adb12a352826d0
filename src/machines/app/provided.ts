import type { DashboardSummary } from '../../domain/api';
import { fromPromise } from 'xstate';
import { savePreferences } from '../../services/preferences';
import * as sessionApi from '../../services/sessionApi';
import { getPublicSettings } from '../../services/settingsApi';
import { clearSession, getToken, saveLogin } from '../../services/storage';
import { getDashboardSummary, uploadAvatar } from '../../services/userApi';
import { avatarMachine } from '../avatarMachine';
import { changePasswordMachine } from '../changePasswordMachine';
import { fetchMachine } from '../fetchMachine';
import { sessionMachine } from '../sessionMachine';
import { uiMachine } from '../uiMachine';

/** The shell's machines on the client: the session API, browser storage and the user calls. */

/** Login, user info, menus, role switch and logout over the API; the token in browser storage. */
export const sessionClientMachine = sessionMachine.provide({
  actors: {
    getLoginSettings: fromPromise(({ signal }) => getPublicSettings(signal)),
    getCaptcha: fromPromise(({ signal }) => sessionApi.getCaptcha(signal)),
    login: fromPromise(({ input, signal }) => sessionApi.login(input, signal)),
    loginCrm: fromPromise(({ input, signal }) => sessionApi.loginCrm(input, signal)),
    getUserInfo: fromPromise(({ signal }) => sessionApi.getUserInfo(getToken() ?? '', signal)),
    getMenus: fromPromise(({ signal }) => sessionApi.getMenus(signal)),
    switchRole: fromPromise(({ input, signal }) => sessionApi.switchRole(input.roleId, signal)),
    logout: fromPromise(({ signal }) => sessionApi.logout(signal)),
    renewSession: fromPromise(({ signal }) => sessionApi.getUserInfo(getToken() ?? '', signal)),
  },
  actions: {
    storeLogin: (_, login) => saveLogin(login),
    clearStorage: () => clearSession(),
  },
});

/** Interface settings, every change kept in cookies and local storage. */
export const uiClientMachine = uiMachine.provide({
  actions: { persist: ({ context }) => savePreferences(context) },
});

export const changePasswordClientMachine = changePasswordMachine.provide({
  actors: { updatePassword: fromPromise(({ input, signal }) => sessionApi.updatePassword(input, signal)) },
});

export const avatarClientMachine = avatarMachine.provide({
  actors: { upload: fromPromise(({ input, signal }) => uploadAvatar(input, signal)) },
});

/** The public settings (title, contact, captcha), read once per page. */
export const publicSettingsMachine = fetchMachine.provide({
  actors: { fetch: fromPromise(({ signal }) => getPublicSettings(signal)) },
});

/** The dashboard's counts. */
export const dashboardSummaryMachine = fetchMachine.provide({
  actors: {
    fetch: fromPromise<unknown>(({ signal }): Promise<DashboardSummary> => getDashboardSummary(signal)),
  },
});
