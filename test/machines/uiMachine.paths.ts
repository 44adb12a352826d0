/** The interface settings' generated paths, shared by their model test and QA's report. */
import { getNextSnapshot, type AnyMachineSnapshot, type EventFromLogic, type InputFrom } from 'xstate';
import { uiMachine } from '../../src/machines/uiMachine';
import { edgePaths, coveringPaths } from '../support/graph';

/** The shell tests' preferences (TEST_PREFERENCES): sidebar open, medium size, English, tabs shown. */
export const INPUT: InputFrom<typeof uiMachine> = {
  sidebarOpened: true,
  size: 'medium',
  language: 'en',
  theme: '#67C23A',
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};
// The traversal must not write cookies; the model test's shell persists for real.
type UiEvent = EventFromLogic<typeof uiMachine>;
export const machine = uiMachine.provide({ actions: { persist: () => undefined } });

export const UI: Record<string, UiEvent> = {
  toggleSidebar: { type: 'sidebar.toggle' },
  backdropClose: { type: 'sidebar.close', withoutAnimation: false },
  narrow: { type: 'device.set', device: 'mobile' },
  wide: { type: 'device.set', device: 'desktop' },
  sizeSmall: { type: 'size.set', size: 'small' },
  sizeMedium: { type: 'size.set', size: 'medium' },
  chinese: { type: 'language.set', language: 'zh' },
  english: { type: 'language.set', language: 'en' },
  openSettings: { type: 'settings.open' },
  closeSettings: { type: 'settings.close' },
  hideTabs: { type: 'settings.set', key: 'tagsView', value: false },
  showTabs: { type: 'settings.set', key: 'tagsView', value: true },
};

/** The independent parts of the screen: sidebar and device, the settings panel, size, language. */
const groups = (c: Record<string, unknown>) => [
  [c.sidebarOpened, c.device],
  [c.settingsOpen, c.tagsView],
  [c.size],
  [c.language],
];
export const stateKey = (s: AnyMachineSnapshot) => groups(s.context);
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
const initial = JSON.stringify(groups({ ...INPUT, device: 'desktop', settingsOpen: false }));
const changedGroups = (s: AnyMachineSnapshot) =>
  stateKey(s).filter((g, i) => JSON.stringify(g) !== JSON.stringify(JSON.parse(initial)[i])).length;

/**
 * What the shell offers in a snapshot: the panel's switches only while it is open, the backdrop
 * only over an open sidebar on a phone, and a narrow window only with the sidebar closed (the
 * resize closes it at once). The parts are independent, so the model changes one part at a time
 * and back, instead of walking every combination.
 */
export const events = (s: AnyMachineSnapshot): UiEvent[] => {
  const c = s.context;
  const offered = [
    UI.toggleSidebar,
    ...(c.device === 'mobile' && c.sidebarOpened ? [UI.backdropClose] : []),
    c.device === 'mobile' ? UI.wide : c.sidebarOpened ? null : UI.narrow,
    c.size === 'small' ? UI.sizeMedium : UI.sizeSmall,
    c.language === 'zh' ? UI.english : UI.chinese,
    c.settingsOpen ? UI.closeSettings : UI.openSettings,
    ...(c.settingsOpen ? [c.tagsView ? UI.hideTabs : UI.showTabs] : []),
  ].filter((e): e is UiEvent => e !== null);
  return offered.filter((e) => changedGroups(getNextSnapshot(machine, s, e)) <= 1);
};
export const options = { input: INPUT, events, serializeState, stateKey };

export const paths = coveringPaths(options, edgePaths(machine, options));

export const uiModelPaths = async () => ({ machine, ...options, paths });
