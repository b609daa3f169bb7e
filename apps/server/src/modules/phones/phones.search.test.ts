import { INVALID_CURSOR_MESSAGE } from '@phonekade/shared/phones/catalogue-cursor';
import { SEARCH_TOO_LONG_MESSAGE } from '@phonekade/shared/phones/phone.schemas';
import type { CataloguePagination, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, inject, insertListing, type TestUser } from '../../test/factories.ts';
import { unlistedWords } from './phones.repository.ts';
import {
  closerSearch,
  closestModelsSearch,
  correctedSearch,
  needsAnUnlistedWord,
  toCatalogueSearch,
  unlistedWordsOf,
  withLastWordSpelled,
} from './phones.service.ts';

// Closest-model ranking and Sinhala and Tamil brand names
// (docs/decisions/076-search-ranking-and-local-script-brands.md).

interface ListBody {
  data: { phones: PhoneDto[]; pagination: CataloguePagination };
}

describe('searching the catalogue for the closest model and by local-script brand names', () => {
  let t: TestApp;
  let seller: TestUser;

  async function search(text: string, extra = '') {
    const res = await inject(t.app, 'GET', `/api/phones?search=${encodeURIComponent(text)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>().data;
  }
  async function removeListing(id: string) {
    await t.app.db.delete(listings).where(eq(listings.id, id));
    t.app.catalogueChanges.catalogueChanged();
  }
  const titles = async (text: string, extra = '') => (await search(text, extra)).phones.map((phone) => phone.title);

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createUser(t, 'seller');
    const phones: [string, string, number][] = [
      // The iPhone 14 Pro Max is the newest and checked, so the featured order alone would put it first.
      ['iPhone 14 Pro Max 256GB', 'Apple', 1],
      ['iPhone 13 Pro 256GB', 'Apple', 30],
      ['iPhone 13 128GB', 'Apple', 20],
      ['iPhone 12 Pro 128GB', 'Apple', 10],
      ['Galaxy S23 Ultra 512GB', 'Samsung', 5],
      ['Galaxy A54 128GB', 'Samsung', 6],
      ['Redmi Note 12 128GB', 'Xiaomi', 7],
      ['Oppo Reno 8 256GB', 'Other', 8],
      ['Vivo V27 256GB', 'Other', 9],
      ['Tecno Camon 20', 'Other', 11],
      ['Pixel 7 Pro', 'Google', 12],
    ];
    for (const [title, brand, hoursAgo] of phones) {
      await insertListing(t, seller.id, {
        title,
        brand,
        hoursAgo,
        description: 'Used with care, box and charger',
        ...(title.startsWith('iPhone 14') ? { imei: '490154203237518', originalPrice: 400_000, price: 300_000 } : {}),
      });
    }
  });
  afterAll(async () => t.app.close());

  describe('ranking when the exact model is not listed', () => {
    it("'iphone 13 pro max' lists the iPhone 13 Pro first, then the iPhone 13, and not another number's Pro Max", async () => {
      expect(await titles('iphone 13 pro max')).toEqual(['iPhone 13 Pro 256GB', 'iPhone 13 128GB']);
    });

    it('the exact model, once listed, comes first and alone', async () => {
      const exact = await insertListing(t, seller.id, {
        title: 'iPhone 13 Pro Max 128GB',
        brand: 'Apple',
        hoursAgo: 40,
      });
      t.app.catalogueChanges.catalogueChanged();
      expect(await titles('iphone 13 pro max')).toEqual(['iPhone 13 Pro Max 128GB']);
      await removeListing(exact.id);
    });

    it('with no listing of that model number, the same name with a suffix word follows: the Pro Max and the Pros', async () => {
      const found = await titles('iphone 15 pro max');
      // Only the suffix words match now; the one with both of them is first.
      expect(found[0]).toBe('iPhone 14 Pro Max 256GB');
      expect(found).toEqual(expect.arrayContaining(['iPhone 13 Pro 256GB', 'iPhone 12 Pro 128GB']));
      expect(found).not.toContain('iPhone 13 128GB');
      expect(found).not.toContain('Pixel 7 Pro');
    });

    it("a model number is matched whole unless it is still being typed: '12' is not the '128gb' of another model", async () => {
      expect(await titles('iphone 12 pro 128gb')).toEqual(['iPhone 12 Pro 128GB']);
      expect(await titles('iphone 12 pro max')).toEqual(['iPhone 12 Pro 128GB']);
      expect(await titles('iphone 1')).toHaveLength(4);
    });

    it('a storage or colour word that no listing has does not hide the model', async () => {
      expect(await titles('galaxy s23 ultra 1tb black')).toEqual(['Galaxy S23 Ultra 512GB']);
    });

    it('a closest-model step is proved empty by a kept word no listing has, never by a dropped one', async () => {
      const steps = async (text: string) => {
        const typed = await toCatalogueSearch(t.app.db, text);
        if (!typed) throw new Error('no words');
        const exact = await withLastWordSpelled(t.app.db, typed);
        const unlisted = await unlistedWordsOf(t.app.db, exact);
        const needs = (mode: 'model' | 'series') => {
          const search = closerSearch(exact, mode);
          return search && needsAnUnlistedWord(search, unlisted);
        };
        return { model: needs('model'), series: needs('series') };
      };
      // '777gb' is in no listing, but the model's step drops it: 'galaxy & s23'.
      expect(await steps('galaxy s23 ultra 777gb')).toEqual({ model: false, series: false });
      expect(await titles('galaxy s23 ultra 777gb')).toEqual(['Galaxy S23 Ultra 512GB']);
      // 'zqxname' is in no listing and both steps keep it.
      expect(await steps('galaxy zqxname s23 ultra')).toEqual({ model: true, series: true });
      expect(await titles('galaxy zqxname s23 ultra')).toEqual([]);
    });

    it('a model number nobody lists is not corrected to another number by its likeness', async () => {
      // '130' looks like '13' to trigram matching, as '16' looks like '1'; the closest models answer instead.
      const found = await titles('iphone 130 pro max');
      expect(found[0]).toBe('iPhone 14 Pro Max 256GB');
      expect(found).not.toContain('iPhone 13 128GB');
    });

    it('a mistyped word is corrected before the closest model is looked for', async () => {
      expect((await titles('iphnoe 13 pro max'))[0]).toBe('iPhone 13 Pro 256GB');
    });

    it('a name with no listing at all still finds nothing, and suffix words alone do not reach other names', async () => {
      expect(await titles('nokia 3310 pro')).toEqual([]);
      expect(await titles('pro ultra')).toEqual([]);
    });

    it('Load More goes on from the closest-model page with the same order', async () => {
      const first = await search('iphone 13 pro max', '&limit=1');
      expect(first.phones.map((phone) => phone.title)).toEqual(['iPhone 13 Pro 256GB']);
      const cursor = first.pagination.nextCursor;
      expect(cursor).toBeTruthy();
      const next = await search('iphone 13 pro max', `&limit=1&cursor=${encodeURIComponent(cursor ?? '')}`);
      expect(next.phones.map((phone) => phone.title)).toEqual(['iPhone 13 128GB']);
      expect(next.pagination.nextCursor).toBeNull();
    });

    it('a cursor of the closest-model search is refused for another search', async () => {
      const first = await search('iphone 13 pro max', '&limit=1');
      const res = await inject(
        t.app,
        'GET',
        `/api/phones?search=iphone&limit=1&cursor=${encodeURIComponent(first.pagination.nextCursor ?? '')}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(INVALID_CURSOR_MESSAGE);
    });
  });

  // docs/decisions/083-whole-words-before-the-last.md
  describe('words before the last', () => {
    const tsqueryOf = async (text: string) => (await toCatalogueSearch(t.app.db, text))?.tsquery;

    it("a catalogue word is matched whole ('pro' is not 'protector'), the last word and a word's start as prefixes", async () => {
      expect(await tsqueryOf('iphone pro max')).toBe('iphone & pro & max:*');
      expect(await tsqueryOf('sam galaxy')).toBe('sam:* & galaxy:*');
      expect(await tsqueryOf('iphones 13')).toBe('iphones:* & 13:*');
      expect(await tsqueryOf('galaxy')).toBe('galaxy:*');
    });

    it('a word only the start of a catalogue word still finds its phones', async () => {
      expect((await titles('sam galaxy')).sort()).toEqual(['Galaxy A54 128GB', 'Galaxy S23 Ultra 512GB']);
      expect((await titles('iph 13')).sort()).toEqual(['iPhone 13 128GB', 'iPhone 13 Pro 256GB']);
    });

    it('a word corrected from a typo is a catalogue word, matched whole', async () => {
      const typed = await toCatalogueSearch(t.app.db, 'iphnoe pro max');
      expect(typed?.tsquery).toBe('iphnoe:* & pro & max:*');
      if (!typed) throw new Error('no words');
      // As the catalogue asks: the last word spelled out first ('max' starts one listed word, itself).
      expect((await correctedSearch(t.app.db, await withLastWordSpelled(t.app.db, typed)))?.tsquery).toBe(
        'iphone & pro & max',
      );
    });

    it('a corrected last word is spelled out as the listed words it starts, like a typed one', async () => {
      const typed = await toCatalogueSearch(t.app.db, 'galaxy ultar');
      if (!typed) throw new Error('no words');
      expect((await correctedSearch(t.app.db, await withLastWordSpelled(t.app.db, typed)))?.tsquery).toBe(
        'galaxy & ultra',
      );
      expect(await titles('galaxy ultar')).toEqual(['Galaxy S23 Ultra 512GB']);
    });

    it("a hyphen, slash or dot parts a listing's words as it parts a search's: 'iPhone-13' is found by 'iphone 13'", async () => {
      const listing = await insertListing(t, seller.id, {
        title: 'iPhone-13 mini 4/128',
        brand: 'Apple',
        description: 'Battery 89.5% health, mail me at seller@example.lk',
      });
      t.app.catalogueChanges.catalogueChanged();
      expect(await titles('iphone 13 mini')).toEqual(['iPhone-13 mini 4/128']);
      expect(await titles('mini 128')).toEqual(['iPhone-13 mini 4/128']);
      expect(await titles('89.5 health')).toEqual(['iPhone-13 mini 4/128']);
      await removeListing(listing.id);
    });

    it("a listing's new title word is matched whole from then on", async () => {
      expect(await tsqueryOf('zenfone 9')).toBe('zenfone:* & 9:*');
      const listing = await insertListing(t, seller.id, { title: 'Zenfone 9 128GB', brand: 'Other' });
      expect(await tsqueryOf('zenfone 9')).toBe('zenfone & 9:*');
      await removeListing(listing.id);
    });
  });

  describe('a word no listing has (docs/decisions/086-listed-words-prove-a-search-empty.md)', () => {
    const unlisted = async (...words: string[]) => (await unlistedWords(t.app.db, words)).length > 0;
    /** Words of the listings' search vectors that the table of listed words lacks: always none. */
    async function missingWords() {
      const result = await t.app.db.execute<{ word: string }>(sql`
        select distinct lexeme as word from listings, unnest(search_vector)
        except select word from listed_words`);
      return result.rows.map((row) => row.word);
    }

    it('knows every word of every listing, from titles, brands, descriptions and specs', async () => {
      expect(await missingWords()).toEqual([]);
      expect(await unlisted('charger', 'iphone', 'ultra', '128gb')).toBe(false);
      // A word's start is enough: the last word of a search is a prefix.
      expect(await unlisted('charg', 'iph')).toBe(false);
      expect(await unlisted('iphnoe')).toBe(true);
      expect(await unlisted('iphone', 'iphnoe')).toBe(true);
      expect(await unlistedWords(t.app.db, ['iphone', 'iphnoe', 'charg', 'zqxname'])).toEqual(['iphnoe', 'zqxname']);
    });

    it('reads LIKE wildcards in a word as the characters they are', async () => {
      expect(await unlisted('%')).toBe(true);
      expect(await unlisted('_')).toBe(true);
      expect(await unlisted('i_hone')).toBe(true);
      expect(await unlisted('\\')).toBe(true);
    });

    it('a word only a description has is still searched; a typo is answered by its correction', async () => {
      expect((await titles('charger box')).length).toBe(11);
      const typo = await search('iphnoe 13');
      expect(typo.phones.map((phone) => phone.title).sort()).toEqual(['iPhone 13 128GB', 'iPhone 13 Pro 256GB']);
      expect(typo.pagination.totalItems).toBe(2);
      expect(await search('kaleidoscope')).toMatchObject({ phones: [], pagination: { totalItems: 0 } });
    });

    it("an edited description's new words are known at once, and a removed listing's words stay known", async () => {
      const listing = await insertListing(t, seller.id, { title: 'Nokia G21 64GB', brand: 'Other' });
      t.app.catalogueChanges.catalogueChanged();
      expect(await unlisted('kaleidoscope')).toBe(true);
      await t.app.db
        .update(listings)
        .set({ description: 'Kaleidoscope back cover included' })
        .where(eq(listings.id, listing.id));
      t.app.catalogueChanges.catalogueChanged();
      expect(await unlisted('kaleidoscope')).toBe(false);
      expect(await titles('kaleidoscope cover')).toEqual(['Nokia G21 64GB']);
      expect(await missingWords()).toEqual([]);
      await removeListing(listing.id);
      // Never removed: a word no longer listed only means the listings are counted, which finds none.
      expect(await unlisted('kaleidoscope')).toBe(false);
      expect(await titles('kaleidoscope cover')).toEqual([]);
    });
  });

  // docs/decisions/089-words-every-listing-means.md
  describe('words every listing means', () => {
    it("'phone', 'mobile' and 'for sale' need not be in a listing: 'samsung phone' finds Samsung's phones", async () => {
      expect((await titles('samsung phone')).sort()).toEqual(['Galaxy A54 128GB', 'Galaxy S23 Ultra 512GB']);
      expect((await titles('used pixel for sale')).sort()).toEqual(['Pixel 7 Pro']);
      expect((await titles('සැම්සුන් ෆෝන්')).sort()).toEqual(['Galaxy A54 128GB', 'Galaxy S23 Ultra 512GB']);
    });

    it('a search of only such words lists every phone, as no search does', async () => {
      const all = await search('');
      const found = await search('mobile phone');
      expect(found.pagination.totalItems).toBe(all.pagination.totalItems);
      expect(found.phones.map((phone) => phone.id)).toEqual(all.phones.map((phone) => phone.id));
    });
  });

  describe("a search's last word spelled out as the listed words it starts", () => {
    async function spelled(text: string) {
      const typed = await toCatalogueSearch(t.app.db, text);
      if (!typed) throw new Error('no words');
      return (await withLastWordSpelled(t.app.db, typed)).tsquery;
    }
    /** The live titles the prefix query (the search as saved searches keep it) finds. */
    async function titlesByPrefix(text: string) {
      const tsquery = (await toCatalogueSearch(t.app.db, text))?.tsquery ?? '';
      const result = await t.app.db.execute<{ title: string }>(sql`
        select title from listings where status = 'approved' and is_available and not seller_suspended
        and search_vector @@ to_tsquery('simple', ${tsquery})`);
      return result.rows.map((row) => row.title).sort();
    }

    it('spells a last word that starts few listed words, and keeps a single word a prefix', async () => {
      expect(await spelled('galaxy ultra')).toBe('galaxy & ultra');
      expect(await spelled('iphone 13 pro')).toBe('iphone & 13 & pro');
      expect(await spelled('box ch')).toBe('box:* & charger');
      expect(await spelled('iphone 1')).toMatch(/^iphone & \((\w+ \| )+\w+\)$/);
      expect(await spelled('ultra')).toBe('ultra:*');
      // Saved searches keep the prefix, which matches words listed later too.
      expect((await toCatalogueSearch(t.app.db, 'galaxy ultra'))?.tsquery).toBe('galaxy & ultra:*');
    });

    it('finds what the prefix finds', async () => {
      for (const text of ['iphone 1', 'galaxy ultra', 'iphone 13 p', 'redmi note 1', 'used w', 'box ch', 'pixel pr']) {
        expect((await titles(text)).sort(), text).toEqual(await titlesByPrefix(text));
      }
    });

    it('keeps the prefix when the word starts more than eight listed words', async () => {
      const description = 'zqa zqb zqc zqd zqe zqf zqg zqh';
      const listing = await insertListing(t, seller.id, { title: 'Nokia C32 64GB', brand: 'Other', description });
      t.app.catalogueChanges.catalogueChanged();
      expect(await spelled('nokia zq')).toBe('nokia & (zqa | zqb | zqc | zqd | zqe | zqf | zqg | zqh)');
      await t.app.db
        .update(listings)
        .set({ description: `${description} zqi` })
        .where(eq(listings.id, listing.id));
      expect(await spelled('nokia zq')).toBe('nokia & zq:*');
      expect(await titles('nokia zq')).toEqual(['Nokia C32 64GB']);
      await removeListing(listing.id);
    });

    describe('a prefix of many words after whole words never listed together', () => {
      let added: { id: string }[] = [];
      beforeAll(async () => {
        const many = 'zqa zqb zqc zqd zqe zqf zqg zqh zqi';
        added = [
          await insertListing(t, seller.id, { title: 'Nokia C32 64GB', brand: 'Other', description: many }),
          // An iPhone word only in the description: no model has both words, yet this listing does.
          await insertListing(t, seller.id, {
            title: 'Galaxy A34 128GB',
            brand: 'Samsung',
            description: 'zqa, sold with an iphone case',
          }),
        ];
        t.app.catalogueChanges.catalogueChanged();
      });
      afterAll(async () => {
        for (const listing of added) await removeListing(listing.id);
      });

      it('is found among the listings with the whole words before it, descriptions included', async () => {
        const typed = await toCatalogueSearch(t.app.db, 'iphone nokia zq');
        if (!typed) throw new Error('no words');
        const narrowed = await withLastWordSpelled(t.app.db, typed);
        expect(narrowed).toMatchObject({ tsquery: 'iphone & nokia & zq:*', narrowTsquery: 'iphone & nokia' });
        for (const text of [
          'nokia zq',
          'iphone nokia zq',
          'galaxy iphone zq',
          'iphone galaxy 128gb zq',
          'samsung zqa',
        ]) {
          expect((await titles(text)).sort(), text).toEqual(await titlesByPrefix(text));
        }
        expect(await titles('galaxy iphone zq')).toEqual(['Galaxy A34 128GB']);
        const none = await search('iphone nokia zq');
        expect(none.phones).toEqual([]);
        expect(none.pagination.totalItems).toBe(0);
      });

      it("is narrowed in the closest models' steps by the whole words they keep", async () => {
        const typed = await toCatalogueSearch(t.app.db, 'iphone nokia condition zq');
        if (!typed) throw new Error('no words');
        const exact = await withLastWordSpelled(t.app.db, typed);
        expect(exact.narrowTsquery).toBeDefined();
        // 'condition' does not make another model: the model's step drops it.
        expect(await closestModelsSearch(t.app.db, exact, 'model')).toMatchObject({
          tsquery: 'iphone & nokia & zq:*',
          narrowTsquery: 'iphone & nokia',
          mode: 'model',
        });
        expect(await titles('iphone nokia condition zq')).toEqual([]);
        expect(await titles('galaxy iphone condition zq')).toEqual(['Galaxy A34 128GB']);
        expect(await titles('galaxy iphone condition zq')).toEqual(await titlesByPrefix('galaxy iphone zq'));
      });

      it('is narrowed after mistyped whole words once they are corrected', async () => {
        const typed = await toCatalogueSearch(t.app.db, 'iphnoe nokai zq');
        if (!typed) throw new Error('no words');
        const exact = await withLastWordSpelled(t.app.db, typed);
        // The words as typed are no model's: nothing to narrow by until they are corrected.
        expect(exact.narrowTsquery).toBeUndefined();
        expect(await correctedSearch(t.app.db, exact)).toMatchObject({
          tsquery: 'iphone & nokia & zq:*',
          narrowTsquery: 'iphone & nokia',
          mode: 'typo',
        });
        expect(await titles('iphnoe nokai zq')).toEqual(await titlesByPrefix('iphone nokia zq'));
        expect(await titles('glaxy iphnoe zq')).toEqual(['Galaxy A34 128GB']);
      });
    });
  });

  describe('brand names typed in Sinhala and Tamil', () => {
    it.each([
      ['ඇපල්', 'iPhone'],
      ['ஆப்பிள்', 'iPhone'],
      ['සැම්සුන්', 'Galaxy'],
      ['சாம்சங்', 'Galaxy'],
      ['ශියෝමි', 'Redmi'],
      ['ரெட்மி', 'Redmi'],
      ['ඔප්පෝ', 'Oppo'],
      ['விவோ', 'Vivo'],
      ['ටෙක්නෝ', 'Tecno'],
      ['ගූගල්', 'Pixel'],
    ])('%s finds the %s phones', async (typed, start) => {
      const found = await titles(typed);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((title) => title.startsWith(start))).toBe(true);
    });

    it('a Sinhala brand with a Latin model number finds that model', async () => {
      expect(await titles('ඇපල් 13 pro')).toEqual(['iPhone 13 Pro 256GB']);
      expect(await titles('சாம்சங் s23')).toEqual(['Galaxy S23 Ultra 512GB']);
    });

    it('a Tamil case ending on the brand still finds it', async () => {
      expect((await titles('சாம்சங்கில்')).every((title) => title.startsWith('Galaxy'))).toBe(true);
      expect(await titles('சாம்சங்கில்')).toHaveLength(2);
    });

    it('Sinhala words in a description are found as whole words', async () => {
      const listing = await insertListing(t, seller.id, {
        title: 'Nokia G21',
        brand: 'Nokia',
        description: 'හොඳ තත්ත්වයේ ෆෝන් එකක්, බැටරිය අලුත්',
      });
      t.app.catalogueChanges.catalogueChanged();
      expect(await titles('බැටරිය')).toEqual(['Nokia G21']);
      expect(await titles('නොකියා')).toEqual(['Nokia G21']);
      await removeListing(listing.id);
    });
  });

  describe('searches that are not words', () => {
    it('a search longer than the limit is a 400 with the schema message', async () => {
      const res = await inject(t.app, 'GET', `/api/phones?search=${encodeURIComponent('ඇපල් '.repeat(40))}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(SEARCH_TOO_LONG_MESSAGE);
    });

    it('punctuation only lists the catalogue as if nothing was typed', async () => {
      const all = await search('');
      const punctuation = await search('!!! ... ??? -- ## "\'');
      expect(punctuation.pagination.totalItems).toBe(all.pagination.totalItems);
    });

    it('stray vowel signs, joiners and mixed scripts are answered, never a server error', async () => {
      for (const text of ['ා ් ்', 'ශ්‍රී ලංකා iphone', 'ඇපල්-சாம்சங்', 'iphone\u200d13', 'ඇ:*|&!(', "o'reilly & pro"]) {
        const res = await inject(t.app, 'GET', `/api/phones?search=${encodeURIComponent(text)}`);
        expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
      }
      expect(await titles('ඇපල් சாம்சங்')).toEqual([]);
    });
  });
});
