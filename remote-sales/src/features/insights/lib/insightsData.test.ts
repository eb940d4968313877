import { describe, expect, it } from 'vitest';
import { chartCsv, insightsCharts, periodText } from './insightsData';
import { emptyInsights, makeInsights } from '../../../testing/insightsTestUtils';

describe('insightsData', () => {
  it('names the period and each chart’s file after the member and the months', () => {
    const insights = makeInsights({ member: { coCode: 'AP 10/01', name: 'Asha' } });
    expect(periodText(insights)).toBe('December 2025 to November 2026');
    expect(insightsCharts(insights).map((c) => c.fileName)).toEqual([
      'insights-AP_10_01-by-month-2025-12-to-2026-11.csv',
      'insights-AP_10_01-by-policy-type-2025-12-to-2026-11.csv',
      'insights-AP_10_01-by-insurer-2025-12-to-2026-11.csv',
      'insights-AP_10_01-top-team-2025-12-to-2026-11.csv',
    ]);
  });

  it('writes negative amounts as numbers and formula-like names as text', () => {
    const insights = makeInsights({
      topChildren: [
        { coCode: 'CO9', name: '+Plus', policyCount: 1, netPremiumPaise: -123_456_78, payOutPaise: -500 },
        { coCode: 'CO8', name: '@home', policyCount: 0, netPremiumPaise: 0, payOutPaise: 0 },
      ],
    });
    const team = insightsCharts(insights).find((c) => c.id === 'team')!;
    expect(chartCsv(team).split('\r\n')).toEqual([
      'Team member,Policies,Net premium (₹),Pay out (₹)',
      `'+Plus (CO9),1,"-1,23,456.78",-5`,
      `'@home (CO8),0,0,0`,
      '',
    ]);
  });

  it('a member without sales: the months are there with zeros, the other charts say why they are empty', () => {
    const charts = insightsCharts({ ...emptyInsights(), childCount: 0 });
    expect(charts[0]!.rows).toHaveLength(12);
    expect(chartCsv(charts[0]!).split('\r\n').at(-2)).toBe('Total,0,0,0');
    expect(charts.slice(1).map((c) => [c.rows.length, c.emptyText])).toEqual([
      [0, 'No policies in these months.'],
      [0, 'No policies in these months.'],
      [0, 'No team members below this member.'],
    ]);
  });
});
