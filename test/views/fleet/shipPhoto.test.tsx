import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import fleet from '../../../src/i18n/fleet/en.json';
import { initI18n } from '../../../src/i18n';
import { shipEditMachine, type ShipEditInput } from '../../../src/machines/fleet/shipEditMachine';
import { ApiError } from '../../../src/domain/apiError';
import { setToken } from '../../../src/services/storage';
import { ShipEditDialog } from '../../../src/views/fleet/ShipEditDialog';
import { deferred, type Deferred } from '../../support/deferred';
import { installDomShims } from '../../support/renderApp';
import { stubLookups } from '../../support/fleet/shipEditLookups';
import { LOADED, SHIP } from '../../machines/fleet/shipEditMachine.fixtures';
import { withStandIns } from '../../support/standIns';

const S = fleet.shipEdit;
const PHOTO_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** Every photo call (URL and headers), and what the next one answers. */
let photoCalls: Array<{ url: string; init: RequestInit }> = [];
let photoAnswer: () => Response;
/** Object URLs made (URL → the Blob it shows) and revoked. */
let made: Map<string, Blob>;
let revoked: string[];

beforeAll(() => {
  installDomShims();
  initI18n('en');
  stubLookups();
  const lookups = globalThis.fetch;
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    if (!String(url).endsWith('/photo')) return lookups(url, init);
    photoCalls.push({ url: String(url), init });
    return photoAnswer();
  }) as typeof fetch;
});
beforeEach(() => {
  photoCalls = [];
  photoAnswer = () => new Response(PHOTO_BYTES, { headers: { 'Content-Type': 'image/png' } });
  made = new Map();
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${made.size + 1}`;
    made.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The dialog on a ship with or without a photo; each upload waits for the test to settle it. */
async function open(hasPhoto: boolean, input: ShipEditInput = { shipId: 7 }) {
  const uploads: Array<Deferred<unknown>> = [];
  const actor = createActor(
    withStandIns(shipEditMachine, {
      loadShip: fromPromise(async () => ({ ...LOADED, ship: { ...SHIP, hasPhoto } })),
      uploadPhoto: fromPromise(() => {
        uploads.push(deferred());
        return uploads.at(-1)!.promise;
      }),
    }),
    { input },
  ).start();
  const view = await act(async () => render(<ShipEditDialog actorRef={actor} />));
  return { actor, uploads, view };
}
const choose = (file: File) =>
  act(async () => fireEvent.change(screen.getByLabelText(S.photo), { target: { files: [file] } }));
const png = () => new File([new Uint8Array([0x89, 0x50])], 'new.png', { type: 'image/png' });
const src = (img: HTMLElement) => img.getAttribute('src')!;

describe('ship photo', () => {
  it('shows the photo on file, fetched with the token as a header, and frees its URL when closed', async () => {
    setToken('tok-photo');
    const { view } = await open(true);
    const img = await screen.findByRole('img', { name: S.photoCurrent });
    expect(photoCalls).toHaveLength(1);
    expect(photoCalls[0].url).toBe('/api/fleet/ships/7/photo');
    expect((photoCalls[0].init.headers as Record<string, string>)['X-Token']).toBe('tok-photo');
    // Replaced under the same URL after an upload: never an old copy from the browser cache.
    expect(photoCalls[0].init.cache).toBe('no-cache');
    const blob = made.get(src(img))!;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PHOTO_BYTES);
    expect(revoked).toEqual([]);
    view.unmount();
    expect(revoked).toEqual([src(img)]);
  });

  it('Detail shows the photo too, with the upload disabled', async () => {
    await open(true, { shipId: 7, readOnly: true });
    await screen.findByRole('img', { name: S.photoCurrent });
    expect((screen.getByLabelText(S.photo) as HTMLInputElement).disabled).toBe(true);
  });

  it('a ship without a photo fetches none', async () => {
    await open(false);
    expect(screen.getByText(S.noPhoto)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(photoCalls).toEqual([]);
  });

  it('previews the chosen file at once while it uploads, and keeps it once uploaded', async () => {
    const { uploads, view } = await open(false);
    const file = png();
    await choose(file);
    const preview = screen.getByRole('img', { name: S.photoPreview });
    expect(made.get(src(preview))).toBe(file);
    expect(uploads).toHaveLength(1);

    await act(async () => uploads[0].resolve({ id: 7, hasPhoto: true }));
    const shown = screen.getByRole('img', { name: S.photoCurrent });
    expect(src(shown)).toBe(src(preview));
    expect(photoCalls).toEqual([]); // the file on screen is the one on file: nothing to fetch
    view.unmount();
    expect(revoked).toEqual([src(preview)]);
  });

  it('a newly chosen file replaces the stored picture, whose URL is revoked', async () => {
    await open(true);
    const stored = await screen.findByRole('img', { name: S.photoCurrent });
    await choose(png());
    const preview = screen.getByRole('img', { name: S.photoPreview });
    expect(src(preview)).not.toBe(src(stored));
    expect(revoked).toEqual([src(stored)]);
  });

  it('a refused file shows no preview; a failed upload shows the photo on file again', async () => {
    const { uploads } = await open(true);
    await screen.findByRole('img', { name: S.photoCurrent });
    await choose(new File(['gif'], 'ship.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toContain(S.errors.file_type);
    expect(screen.queryByRole('img', { name: S.photoPreview })).toBeNull();
    expect(screen.getByRole('img', { name: S.photoCurrent })).toBeTruthy();

    await choose(png());
    const preview = screen.getByRole('img', { name: S.photoPreview });
    await act(async () => uploads[0].reject(new ApiError(400, 'file_type', 'Not an image')));
    const again = await screen.findByRole('img', { name: S.photoCurrent });
    expect(revoked).toContain(src(preview));
    expect(made.get(src(again))).not.toBeInstanceOf(File);
    expect(photoCalls).toHaveLength(2);
  });

  it('says so when the photo cannot be loaded', async () => {
    photoAnswer = () =>
      new Response(JSON.stringify({ success: false, code: 'internal', message: 'Internal Server Error' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    await open(true);
    await screen.findByText(S.photoLoadFailed);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
