import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, countActiveFilters, deepestSelected, parseSalesQuery, serializeSalesQuery, toApiFilters } from './salesQueryState';

describe('sales view state ↔ URL query', () => {
  it('parses every part of a shared link', () => {
    const state = parseSalesQuery(
      new URLSearchParams('member=CO123&path=CO1,CO5&types=life,health&from=2024-01-01&to=2024-12-31&client=%20ram%20'),
    );
    expect(state).toEqual({
      path: ['CO1', 'CO5'],
      member: 'CO123',
      filters: { policyTypes: ['life', 'health'], fromDate: '2024-01-01', toDate: '2024-12-31', clientName: 'ram' },
    });
  });

  it('drops unknown types, duplicates, bad dates and odd member codes', () => {
    const state = parseSalesQuery(
      new URLSearchParams('types=health,bogus,life,health&from=2024-02-30&to=yesterday&path=CO1,,<x>&member=a b'),
    );
    expect(state.filters.policyTypes).toEqual(['life', 'health']);
    expect(state.filters.fromDate).toBe('');
    expect(state.filters.toDate).toBe('');
    expect(state.path).toEqual(['CO1']);
    expect(state.member).toBeNull();
  });

  it('serializes canonically, omits empty values and keeps other parameters', () => {
    const params = serializeSalesQuery(
      {
        path: ['CO2', 'CO4'],
        member: 'CO6',
        filters: { policyTypes: ['loan', 'life'], fromDate: '2024-01-01', toDate: '', clientName: '  ram ' },
      },
      new URLSearchParams('tab=x&from=2020-01-01'),
    );
    expect(params.toString()).toBe('tab=x&path=CO2%2CCO4&member=CO6&types=life%2Cloan&from=2024-01-01&client=ram');
    expect(serializeSalesQuery({ path: [], member: null, filters: EMPTY_FILTERS }).toString()).toBe('');
  });

  it('round-trips', () => {
    const query = 'path=CO2&member=CO5&types=nonmotor%2Cmotor&from=2024-01-01&to=2024-12-31&client=ram';
    expect(serializeSalesQuery(parseSalesQuery(new URLSearchParams(query))).toString()).toBe(query);
  });

  it('counts active filters and builds the API filters', () => {
    const filters = { policyTypes: ['life' as const, 'motor' as const], fromDate: '2024-01-01', toDate: '', clientName: ' ' };
    expect(countActiveFilters(filters)).toBe(3);
    expect(toApiFilters(filters)).toEqual({ policyTypes: ['life', 'motor'], fromDate: '2024-01-01' });
    expect(toApiFilters(EMPTY_FILTERS)).toEqual({});
  });

  it('finds the deepest selected member', () => {
    expect(deepestSelected({ path: [], member: null }, 'CO1')).toBe('CO1');
    expect(deepestSelected({ path: ['CO2', 'CO4'], member: null }, 'CO1')).toBe('CO4');
    expect(deepestSelected({ path: ['CO2'], member: 'CO5' }, 'CO1')).toBe('CO5');
  });
});
