import type { Row } from '../../domain/api';
import { saveWithFile, type SaveInput } from '../saveWithFile';
import { uploadInstaller } from '../systemApi';

export type { SaveInput };

/** The version record, then its installer (services/saveWithFile.ts). */
export const saveAppVersion = (input: SaveInput, signal?: AbortSignal): Promise<Row> =>
  saveWithFile(input, uploadInstaller, signal);
