import type { AuthorityQueueItem } from '../domain/verification/dto';
import { request } from './http';

/** What waits for the authority's review (docs/verification.md §8, routes/verification/authorityQueue.ts). */
export const getAuthorityQueue = (signal?: AbortSignal) =>
  request<AuthorityQueueItem[]>('/api/verification/authority-queue', { signal });
