import { PlaneModel } from '@hangar/domain/contracts/registers';
import { screen, waitFor } from '@testing-library/react';
import { Select } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RowOfList } from './list-query';
import { modelOptionLabel, useModelOptions } from './model-options';
import { envelopeFetch, listAnswer, renderWithProviders, testUser } from './test-utils';

// Two models named alike in the shared catalogue (the manufacturer's and an operator's own) are told apart
// wherever a model is chosen: one the signed-in company does not manage carries its manager's name.

type ModelRow = RowOfList<typeof PlaneModel.api.Query>;

/** The fields a picker reads of a model row (the rest of the model info panel does not matter here). */
const model = (id: number, name: string, manager: number, managerName: string | null) => ({
  id,
  name,
  manager,
  managerName,
  type: null,
  brand: null,
  typeName: null,
  brandName: null,
});

describe('modelOptionLabel', () => {
  it('adds the managing company’s name unless the company manages the model itself', () => {
    expect(modelOptionLabel(model(1, 'DA40 NG', 10000, 'Diamond Aircraft'), 10001)).toBe('DA40 NG · Diamond Aircraft');
    expect(modelOptionLabel(model(2, 'DA40 NG', 10001, 'Alpha Air'), 10001)).toBe('DA40 NG');
    expect(modelOptionLabel(model(3, 'C172', 10002, null), 10001)).toBe('C172');
  });
});

describe('useModelOptions', () => {
  afterEach(() => vi.unstubAllGlobals());

  function Picker() {
    const options = useModelOptions();
    return <Select aria-label="model" open options={options} />;
  }

  it('offers the manufacturer’s and the company’s own DA40 NG under different labels', async () => {
    const network = envelopeFetch(() =>
      listAnswer(PlaneModel.api.Query, [
        model(1, 'DA40 NG', 10000, 'Diamond Aircraft') as ModelRow,
        model(2, 'DA40 NG', 10001, 'Alpha Air') as ModelRow,
      ]),
    );
    vi.stubGlobal('fetch', network.stub);
    renderWithProviders(<Picker />, { user: testUser({ curCID: 10001 }) });
    await waitFor(() => expect(screen.getByTitle('DA40 NG · Diamond Aircraft')).toBeTruthy());
    expect(screen.getByTitle('DA40 NG')).toBeTruthy();
  });
});
