import { request } from './http';

export interface PublicSettings {
  systemTitleZh: string;
  systemTitleEn: string;
  contactEmail: string;
  contactPhone: string;
  captcha: boolean;
  version: string;
}
export const getPublicSettings = (signal?: AbortSignal) =>
  request<PublicSettings>('/api/settings/public', { signal, silent: true });
