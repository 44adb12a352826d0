import { portNameParams, reasonParamsIn } from '../../../src/domain/reports/reasonParams';

describe('a reason names its ports in the reader’s language', () => {
  it('carries each port’s English name under its key and the Chinese one beside it when known', () => {
    expect(
      portNameParams({ from: { name: 'Rotterdam', nameZh: '鹿特丹' }, to: { name: 'GBFXT', nameZh: null } }),
    ).toEqual({ from: 'Rotterdam', fromZh: '鹿特丹', to: 'GBFXT' });
  });

  it('reads the Chinese names in Chinese only, whatever the parameter’s name, and keeps the others', () => {
    const params = {
      from: 'Rotterdam',
      fromZh: '鹿特丹',
      port: 'Felixstowe',
      portZh: '费利克斯托',
      mrv: 100,
    };
    expect(reasonParamsIn(params, 'en')).toEqual(params);
    expect(reasonParamsIn(params, 'zh')).toMatchObject({ from: '鹿特丹', port: '费利克斯托', mrv: 100 });
    // A reason stored before the Chinese names were carried reads in English names.
    expect(reasonParamsIn({ from: 'Hamburg' }, 'zh')).toEqual({ from: 'Hamburg' });
    expect(reasonParamsIn(undefined, 'zh')).toEqual({});
  });
});
