import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { keepingMemberOffHeap, plainStringMember } from '../../../src/lib/base64-member.ts';

const body = (text: string) => Buffer.from(text);
/** What the route makes of a body, with JSON.parse for Fastify's parser. */
const parse = keepingMemberOffHeap<null>('image', (_request, text, done) => {
  try {
    done(null, JSON.parse(text));
  } catch (error) {
    done(error as Error);
  }
});
const readBack = (text: string | Buffer) => {
  const json = typeof text === 'string' ? body(text) : text;
  let result: unknown;
  parse(null, json, (error, value) => {
    if (error) throw error;
    result = value;
  });
  return result;
};

describe('plainStringMember: the photo member of an upload body, read from its bytes', () => {
  it.each([
    [
      'the client’s own shape',
      '{"image":"/9j/4AAQ","imageContentType":"image/jpeg","title":"a.jpg"}',
    ],
    [
      'another order, white space and lines',
      '{\n  "title" : "Tatry",\r\n\t"image"\t:  "/9j/+Q==" ,"fileSize":3}',
    ],
    [
      'a title with diacritics and escapes',
      '{"title":"Dovolenka v Tatrách \\"2026\\" \\\\","image":"AAAA"}',
    ],
    ['a title that looks like the member', '{"title":"\\"image\\":\\"nope\\"","image":"QUJD"}'],
    ['braces and brackets inside strings', '{"title":"{[}]","image":"QUJD","x":"]}"}'],
    [
      'an image member one level down',
      '{"meta":{"image":"nested"},"image":"QUJD","list":[{"image":"x"}]}',
    ],
    ['an empty image', '{"image":"","title":"a"}'],
  ])('%s: the same object as JSON.parse', (_name, text) => {
    expect(readBack(text)).toEqual(JSON.parse(text));
  });

  it.each([
    ['no image member', '{"title":"a"}'],
    ['an image of null', '{"image":null}'],
    ['an image that is a number', '{"image":12}'],
    ['an image written with escapes', '{"image":"\\/9j\\/4AAQ"}'],
    ['an image member written twice', '{"image":"QUJD","image":"REVG"}'],
    ['a key written with an escape', '{"\\u0069mage":"QUJD"}'],
    ['an image string that never ends', '{"image":"QUJD'],
    ['a title that never ends', '{"title":"a'],
    ['an array', '["image","QUJD"]'],
  ])('%s: left to the whole-body parser', (_name, text) => {
    expect(plainStringMember(body(text), 'image')).toBeUndefined();
  });

  it('keeps a 24 MB base64 photo off the V8 heap (JSON.parse of the whole body puts it there)', () => {
    const base64 = Buffer.alloc(18 * 1024 * 1024, 7).toString('base64');
    const json = body(JSON.stringify({ image: base64, title: 'a.jpg', fileSize: 1 }));
    // Strings this large live in the large-object space, and only a full collection frees them.
    const largeObjects = () =>
      getHeapSpaceStatistics().find((s) => s.space_name === 'large_object_space')!.space_used_size;
    const { gc } = globalThis;
    if (!gc) throw new Error('run with node --expose-gc (vitest.config.ts passes it)');
    const grownBy = (read: () => unknown) => {
      // Garbage left by earlier work, freed by a collection during `read`, would count against it.
      gc();
      const before = largeObjects();
      const kept = read();
      const grown = largeObjects() - before;
      expect((kept as { image: string }).image).toHaveLength(base64.length);
      return grown;
    };
    const megabytes = 1024 * 1024;
    expect(grownBy(() => JSON.parse(json.toString('utf8')))).toBeGreaterThan(24 * megabytes);
    expect(grownBy(() => readBack(json))).toBeLessThan(megabytes);
  });
});
