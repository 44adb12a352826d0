import { describe, expect, it } from 'vitest';
import { REGIMES } from '../../../src/domain/reports/types';
import { answerProblem, findingProblem, stateAfter } from '../../../src/domain/verification/findings';
import { OUTCOME_RULES, outcomeGoesOn } from '../../../src/domain/verification/outcomes';

describe('outcomes per regime', () => {
  it.each(REGIMES)(
    '%s: a satisfactory opinion (with or without comments) goes on, "not verified" never',
    (r) => {
      expect(outcomeGoesOn(r, 'satisfactory')).toBe(true);
      expect(outcomeGoesOn(r, 'satisfactoryWithComments')).toBe(true);
      expect(outcomeGoesOn(r, 'notVerified')).toBe(false);
      expect(outcomeGoesOn(r, null)).toBe(false);
      expect(OUTCOME_RULES[r].source.doc).toBeTruthy();
      expect(OUTCOME_RULES[r].next).toBeTruthy();
    },
  );
});

describe('findings', () => {
  const keys = ['reports.dcs.co2'];
  it('a misstatement needs a line of the report and a non-zero amount', () => {
    const base = { kind: 'misstatement' as const, description: 'BDN 12 not counted' };
    expect(findingProblem({ ...base, figureKey: 'reports.dcs.co2', amount: 3 }, keys)).toBeNull();
    expect(findingProblem({ ...base, figureKey: 'reports.other', amount: 3 }, keys)).toBe('figure');
    expect(findingProblem({ ...base, figureKey: 'reports.dcs.co2', amount: 0 }, keys)).toBe('amount');
    expect(findingProblem({ ...base, figureKey: 'reports.dcs.co2' }, keys)).toBe('amount');
  });
  it('a non-conformity needs the rule broken; every finding a description', () => {
    expect(findingProblem({ kind: 'nonConformity', description: 'x' }, keys)).toBe('rule');
    expect(findingProblem({ kind: 'nonConformity', description: 'x', rule: 'MP §B.3' }, keys)).toBeNull();
    expect(findingProblem({ kind: 'improvement', description: '  ' }, keys)).toBe('description');
    expect(findingProblem({ kind: 'improvement', description: 'calibrate the flow meter' }, keys)).toBeNull();
  });
  it('a dispute needs a reason; an answer sets the state', () => {
    expect(answerProblem({ answer: 'dispute' })).toBe('reason');
    expect(answerProblem({ answer: 'dispute', reason: 'the BDN is in the annex' })).toBeNull();
    expect(answerProblem({ answer: 'accept' })).toBeNull();
    expect([stateAfter('accept'), stateAfter('dispute')]).toEqual(['accepted', 'disputed']);
  });
});
