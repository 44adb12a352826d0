import type { PublicSettings } from '../domain/api';
import { request } from './http';

export const getPublicSettings = (signal?: AbortSignal) =>
  request<PublicSettings>('/api/settings/public', { signal, silent: true });
