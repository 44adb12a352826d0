import { assign, setup } from 'xstate';
import { errorCode } from '../domain/apiError';
import { notProvided } from './notProvided';

export const AVATAR_MAX_BYTES = 500 * 1024;
const TYPES = ['image/jpeg', 'image/png'];

/** Avatar upload (docs/product-rules.md §5): jpg or png, at most 500 KB, checked before sending and again by the server. */
export const avatarMachine = setup({
  types: {
    context: {} as { file: File | null; avatar: string | null; errorCode: string | null },
    events: {} as { type: 'avatar.choose'; file: File },
    input: {} as { avatar: string | null },
  },
  actors: {
    // Placeholder: the client's is in ./app/provided.ts.
    upload: notProvided<{ avatar: string }, File>('avatar.upload'),
  },
  guards: {
    wrongType: ({ event }) => !TYPES.includes(event.file.type),
    tooLarge: ({ event }) => event.file.size > AVATAR_MAX_BYTES,
  },
}).createMachine({
  id: 'avatar',
  context: ({ input }) => ({ file: null, avatar: input.avatar, errorCode: null }),
  initial: 'idle',
  on: {
    'avatar.choose': [
      { guard: 'wrongType', target: '.idle', actions: assign({ errorCode: 'avatar_type' }) },
      { guard: 'tooLarge', target: '.idle', actions: assign({ errorCode: 'avatar_size' }) },
      { target: '.uploading', actions: assign({ file: ({ event }) => event.file, errorCode: null }) },
    ],
  },
  states: {
    idle: {},
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => context.file!,
        onDone: {
          target: 'idle',
          actions: assign({ avatar: ({ event }) => event.output.avatar, file: null }),
        },
        onError: {
          target: 'idle',
          actions: assign({ errorCode: ({ event }) => errorCode(event.error), file: null }),
        },
      },
    },
  },
});
