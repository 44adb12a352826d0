import { describe, expect, it } from 'vitest';
import { imoCheckDigit } from '../../../src/domain/schemas/fleet';
import { issueMessage } from '../../../src/domain/schemas/issues';
import { ShipUploadRowSchema, UploadBodySchema } from '../../../src/domain/schemas/uploads';
import { portCall } from '../../support/ledger/ledgerWriteFixtures';

/** The upload contract the browser validates with before sending (docs/api-uploads.md §2). */
const imo = (six: string) => six + imoCheckDigit(six);
const sha = 'A'.repeat(64);
const snapshot = {
  refCode: 'S1',
  ship: imo('912345'),
  time: '2025-01-01T00:00Z',
  fuels: [{ fuel: '11', robT: 1 }],
};
const ship = {
  imo: imo('912345'),
  nameEn: 'TEST',
  shipTypeCode: '1',
  flagCode: 'CHN',
  homePortCode: 'CNSHA',
  docCompanyId: 1,
  gt: 100,
  nt: 50,
  dwt: 200,
  designSpeed: 12,
};
const engine = {
  kind: 'main_engine',
  boardSn: 'ME1',
  model: 'M',
  ratedPowerKw: 1000,
  sfocGPerKwh: 180,
  energyForms: ['1'],
  serialNo: 'S',
};
const codes = (r: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('UploadBodySchema', () => {
  it('accepts a voyage file for a ship and lower-cases the hash', () => {
    const r = UploadBodySchema.parse({
      kind: 'voyage',
      fileName: 'a.xlsx',
      sha256: sha,
      shipId: 3,
      payload: { records: [portCall(imo('912345'), 'R1')] },
    });
    expect(r.sha256).toBe('a'.repeat(64));
  });

  it('refuses a bad hash, a missing ship, records in a snapshots file, an unknown kind', () => {
    const base = { fileName: 'a.csv', sha256: sha, shipId: 3 };
    const parse = (b: unknown) => UploadBodySchema.safeParse(b, { error: issueMessage });
    expect(
      codes(parse({ ...base, kind: 'snapshots', sha256: 'abc', payload: { snapshots: [snapshot] } })),
    ).toEqual(['sha256:upload.sha256_format']);
    expect(codes(parse({ ...base, kind: 'voyage', shipId: undefined, payload: {} }))).toEqual([
      'shipId:upload.ship_required',
    ]);
    expect(
      codes(
        parse({
          ...base,
          kind: 'snapshots',
          payload: { snapshots: [snapshot], records: [portCall('x', 'R')] },
        }),
      ),
    ).toContain('payload:upload.snapshots_only');
    expect(codes(parse({ ...base, kind: 'fuel', payload: {} }))).toEqual(['kind:upload.kind_unknown']);
  });
});

describe('ShipUploadRowSchema', () => {
  it('is the ship form with the IMO number required and main equipment lines', () => {
    expect(ShipUploadRowSchema.safeParse({ ...ship, equipment: [engine] }).success).toBe(true);
    const noImo = ShipUploadRowSchema.safeParse(
      { ...ship, imo: undefined, registrationNo: 'R1' },
      { error: issueMessage },
    );
    expect(codes(noImo)).toEqual(['imo:msg.required']);
    // The form's own cross-field rule comes with it.
    expect(codes(ShipUploadRowSchema.safeParse({ ...ship, nt: 150 }))).toEqual(['nt:fleet.nt_above_gt']);
  });

  it('refuses a board serial number twice within a kind, and a kind that is not a main line', () => {
    const twice = ShipUploadRowSchema.safeParse({ ...ship, equipment: [engine, engine] });
    expect(codes(twice)).toEqual(['equipment.1.boardSn:upload.board_sn_twice']);
    const sameSnOtherKind = { ...engine, kind: 'aux_engine' };
    expect(ShipUploadRowSchema.safeParse({ ...ship, equipment: [engine, sameSnOtherKind] }).success).toBe(
      true,
    );
    const battery = ShipUploadRowSchema.safeParse({ ...ship, equipment: [{ ...engine, kind: 'battery' }] });
    expect(battery.success).toBe(false);
  });
});
