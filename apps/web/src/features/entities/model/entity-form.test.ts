import { craftedProduct, frame } from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import { messageOf } from './entity-form';

describe('messageOf: number bounds the server reports', () => {
  const { copies, photoOnlyWidth, cropX } = craftedProduct.fields;
  it.each([
    ['copies below 1', copies, 'Min', { key: 'entity.validation.min', params: { min: 1 } }],
    [
      'copies above the column',
      copies,
      'Max',
      { key: 'entity.validation.max', params: { max: 2_147_483_647 } },
    ],
    ['a size of 0', photoOnlyWidth, 'DecimalMin', { key: 'entity.validation.positive' }],
    [
      'a size above 1000',
      photoOnlyWidth,
      'DecimalMax',
      { key: 'entity.validation.max', params: { max: 1000 } },
    ],
    [
      'a crop below the column',
      cropX,
      'Min',
      { key: 'entity.validation.min', params: { min: -2_147_483_648 } },
    ],
    ['a bound on a text', frame.fields.name, 'Max', { key: 'entity.validation.invalid' }],
  ])('%s', (_name, field, constraint, expected) => {
    expect(messageOf(field, constraint)).toEqual(expected);
  });
});
