/** The avatar upload's generated paths, shared by its model test and QA's report. */
import type { EventObject } from 'xstate';
import { AVATAR_MAX_BYTES, avatarMachine } from '../../src/machines/avatarMachine';
import { ApiError } from '../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../support/graph';

// The graph tools tell events apart by their JSON, and a File's JSON is `{}`: name them.
const file = (name: string, type: string, bytes = 10) =>
  Object.assign(new File([new Uint8Array(bytes)], name, { type }), { toJSON: () => name });

export const INPUT = { avatar: null };
export const AVATAR = {
  choosePng: { type: 'avatar.choose', file: file('me.png', 'image/png') },
  chooseGif: { type: 'avatar.choose', file: file('me.gif', 'image/gif') },
  chooseTooLarge: { type: 'avatar.choose', file: file('big.jpg', 'image/jpeg', AVATAR_MAX_BYTES + 1) },
  uploaded: { type: 'xstate.done.actor.upload', output: { avatar: '/api/user/avatar/1?v=2' } },
  uploadTooLarge: {
    type: 'xstate.error.actor.upload',
    error: new ApiError(413, 'file_too_large', 'File too large'),
  },
};
export const events = eventsFrom(Object.values(AVATAR));
export const options = { input: INPUT, events };

// A file chosen while one uploads is checked too: a refused one drops the upload in flight.
export const JOURNEYS: EventObject[][] = [
  [AVATAR.choosePng, AVATAR.chooseGif],
  [AVATAR.choosePng, AVATAR.chooseTooLarge],
  [AVATAR.choosePng, AVATAR.uploadTooLarge, AVATAR.choosePng, AVATAR.uploaded],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(avatarMachine, options),
  ...journeyPaths(avatarMachine, JOURNEYS, INPUT),
]);

export const avatarModelPaths = async () => ({ machine: avatarMachine, ...options, paths });
