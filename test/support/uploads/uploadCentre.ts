import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';

/**
 * What the upload centre needs in a view test: its texts (English), and its calls answered — the
 * ship picker's fleet list with one ship, and an empty upload history (GET /api/uploads).
 */
export async function standInUploadCentre(shipId: number) {
  await loadAreaTexts('system', 'fleet', 'uploads');
  initI18n('en');
  globalThis.fetch = (async (url: string) =>
    new Response(
      JSON.stringify({
        success: true,
        data: String(url).includes('/api/uploads')
          ? { items: [], total: 0, page: 1, size: 20 }
          : { items: [{ id: shipId, nameEn: 'HAIYUN GLORY', imo: '9876543' }], total: 1, page: 1, size: 500 },
      }),
      { headers: { 'Content-Type': 'application/json' } },
    )) as unknown as typeof fetch;
}
