import { berthReason, stopReason, voyageReason } from '../../../src/domain/euMrv/reasons';
import { reasonParamsIn } from '../../../src/domain/reports/reasonParams';
import type { EuPortInfo } from '../../../src/domain/euMrv/reportTypes';
import type { Scope } from '../../../src/domain/euMrv/scope';

const port = (code: string, name: string, nameZh?: string): EuPortInfo => ({
  code,
  name,
  nameZh,
  country: code.slice(0, 2),
  eea: code.startsWith('NL'),
  outermost: false,
});
const scope = { bucket: 'departing', mrvShare: 1, etsShare: 0.5 } as unknown as Scope;

describe('an EU reason names its ports in either language', () => {
  it('carries the Chinese names beside the English ones, and reads them in Chinese only', () => {
    const r = voyageReason(port('NLRTM', 'Rotterdam', '鹿特丹'), port('USNYC', 'New York', '纽约'), scope, {
      from: 'NLRTM',
      to: 'USNYC',
    });
    expect(reasonParamsIn(r.params, 'en')).toMatchObject({ from: 'Rotterdam', to: 'New York' });
    expect(reasonParamsIn(r.params, 'zh')).toMatchObject({ from: '鹿特丹', to: '纽约' });
    const berth = berthReason(port('NLRTM', 'Rotterdam', '鹿特丹'), scope, 'NLRTM');
    expect(reasonParamsIn(berth.params, 'zh').port).toBe('鹿特丹');
    const stop = stopReason({
      refCode: 'S1',
      port: port('GIGIB', 'Gibraltar', '直布罗陀'),
      kind: 'port',
      purposes: [4],
      transhipment: false,
    });
    expect(reasonParamsIn(stop.params, 'zh').port).toBe('直布罗陀');
  });

  it('keeps the English name in Chinese when the dictionary has no Chinese one (and adds nothing)', () => {
    const r = voyageReason(port('NLRTM', 'Rotterdam'), port('USNYC', 'New York'), scope, {
      from: 'NLRTM',
      to: 'USNYC',
    });
    expect(r.params).not.toHaveProperty('fromZh');
    expect(reasonParamsIn(r.params, 'zh')).toMatchObject({ from: 'Rotterdam', to: 'New York' });
  });
});
