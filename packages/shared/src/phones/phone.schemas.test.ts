import { describe, expect, it } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import {
  DISTRICT_MESSAGE,
  DISTRICT_NOT_IN_PROVINCE_MESSAGE,
  imageCountError,
  listingFieldsSchema,
  listingImageFileError,
  missingListingFields,
  myListingsQuerySchema,
  phonesQuerySchema,
  PROVINCE_MESSAGE,
  updateListingSchema,
} from './phone.schemas.ts';

const valid = { title: 'iPhone 13 128GB', brand: 'Apple', price: 145000, condition: 'Excellent', district: 'Colombo' };

describe('listing fields', () => {
  it('a listing with its four required fields passes with one unit in stock', () => {
    expect(parsed(listingFieldsSchema, valid)).toEqual({ ...valid, stock: 1 });
  });

  it('missing fields are named together, in the spec order, on each field', () => {
    const message = 'Missing required fields: title, price, condition';
    expect(errorsOf(listingFieldsSchema, { brand: 'Apple', title: '  ', price: '' })).toEqual({
      title: message,
      price: message,
      condition: message,
    });
  });

  it('nothing at all names all four fields', () => {
    expect(errorsOf(listingFieldsSchema, {})?.title).toBe('Missing required fields: title, brand, price, condition');
  });

  it('a price of 0 is present but not above 0', () => {
    expect(errorsOf(listingFieldsSchema, { ...valid, price: 0 })).toEqual({ price: 'Price must be greater than 0' });
    expect(errorsOf(listingFieldsSchema, { ...valid, price: '-5' })).toEqual({ price: 'Price must be greater than 0' });
  });

  it('multipart text is read as numbers', () => {
    const listing = parsed(listingFieldsSchema, { ...valid, price: '145000', originalPrice: ' 160000 ', stock: '3' });
    expect(listing).toMatchObject({ price: 145000, originalPrice: 160000, stock: 3 });
  });

  it('a price that is not a number says so instead of becoming NaN', () => {
    expect(errorsOf(listingFieldsSchema, { ...valid, price: 'abc' })).toEqual({ price: 'Price must be a number' });
    expect(errorsOf(listingFieldsSchema, { ...valid, price: '1e5' })).toEqual({ price: 'Price must be a number' });
    expect(errorsOf(listingFieldsSchema, { ...valid, price: Number.NaN })).toEqual({ price: 'Price must be a number' });
  });

  it('prices are whole rupees', () => {
    expect(errorsOf(listingFieldsSchema, { ...valid, price: '1500.50' })).toEqual({
      price: 'Price must be a whole number of rupees',
    });
  });

  it('an original price below the price is refused', () => {
    expect(errorsOf(listingFieldsSchema, { ...valid, originalPrice: 140000 })).toEqual({
      originalPrice: 'Original price cannot be less than current price',
    });
  });

  it('an original price equal to the price is accepted', () => {
    expect(errorsOf(listingFieldsSchema, { ...valid, originalPrice: valid.price })).toBeNull();
  });

  it('a blank original price means none', () => {
    expect(parsed(listingFieldsSchema, { ...valid, originalPrice: '' }).originalPrice).toBeNull();
    expect(parsed(listingFieldsSchema, { ...valid, originalPrice: null }).originalPrice).toBeNull();
    expect(parsed(listingFieldsSchema, valid).originalPrice).toBeUndefined();
  });

  it('the original price is not compared while the price itself is wrong', () => {
    expect(errorsOf(listingFieldsSchema, { ...valid, price: 'abc', originalPrice: 5 })).toEqual({
      price: 'Price must be a number',
    });
  });

  it('brand and condition come from their lists', () => {
    expect(errorsOf(listingFieldsSchema, { ...valid, brand: 'Nokla', condition: 'Mint' })).toEqual({
      brand: 'Please choose a brand from the list',
      condition: 'Please choose a condition from the list',
    });
  });

  it('New is an accepted condition though the form does not offer it', () => {
    expect(errorsOf(listingFieldsSchema, { ...valid, condition: 'New' })).toBeNull();
  });

  it('specs may come as a JSON text', () => {
    const listing = parsed(listingFieldsSchema, { ...valid, specs: '{"ram":" 4GB ","storage":"128GB","unknown":"x"}' });
    expect(listing.specs).toEqual({ ram: '4GB', storage: '128GB' });
  });

  it('specs may come as an object, and blank specs text means none', () => {
    expect(parsed(listingFieldsSchema, { ...valid, specs: { os: 'iOS' } }).specs).toEqual({ os: 'iOS' });
    expect(parsed(listingFieldsSchema, { ...valid, specs: '' }).specs).toBeUndefined();
  });

  it('specs that are not JSON, or not text values, are refused', () => {
    const message = 'Specifications must be a JSON object of text values';
    expect(errorsOf(listingFieldsSchema, { ...valid, specs: '{ram: 4GB' })).toEqual({ specs: message });
    expect(errorsOf(listingFieldsSchema, { ...valid, specs: '[1,2]' })).toEqual({ specs: message });
    expect(errorsOf(listingFieldsSchema, { ...valid, specs: { ram: 4 } })).toEqual({ 'specs.ram': message });
  });

  it('stock is a whole number from 1 to 999', () => {
    const message = 'Stock must be a whole number from 1 to 999';
    expect(parsed(listingFieldsSchema, { ...valid, stock: '' }).stock).toBe(1);
    expect(errorsOf(listingFieldsSchema, { ...valid, stock: 0 })).toEqual({ stock: message });
    expect(errorsOf(listingFieldsSchema, { ...valid, stock: 1000 })).toEqual({ stock: message });
    expect(errorsOf(listingFieldsSchema, { ...valid, stock: '2.5' })).toEqual({ stock: message });
  });

  it('an IMEI must pass the check digit and is stored without separators', () => {
    expect(parsed(listingFieldsSchema, { ...valid, imei: '49-015420-323751-8' }).imei).toBe('490154203237518');
    expect(errorsOf(listingFieldsSchema, { ...valid, imei: '490154203237519' })).toEqual({
      imei: 'IMEI must be 15 digits with a valid check digit',
    });
  });

  it('a blank IMEI means none', () => {
    expect(parsed(listingFieldsSchema, { ...valid, imei: '' }).imei).toBeNull();
  });

  it('title, description and location have maximum lengths', () => {
    expect(
      errorsOf(listingFieldsSchema, {
        ...valid,
        title: 'x'.repeat(121),
        description: 'x'.repeat(2001),
        location: 'x'.repeat(101),
      }),
    ).toEqual({
      title: 'Title must be at most 120 characters',
      description: 'Description must be at most 2000 characters',
      location: 'Location must be at most 100 characters',
    });
  });

  it('a body that is not an object is refused', () => {
    expect(errorsOf(listingFieldsSchema, 'listing')).toEqual({ _root: 'Listing details must be an object' });
  });

  it('missingListingFields counts 0 as given', () => {
    expect(missingListingFields({ title: 'x', brand: 'Apple', price: 0, condition: 'Good' })).toEqual([]);
    expect(missingListingFields({ title: 'x', price: 5 }, ['title', 'brand', 'price'])).toEqual(['brand']);
  });
});

describe('listing edit', () => {
  it('the images to keep may come as a JSON list', () => {
    expect(parsed(updateListingSchema, { ...valid, existingImages: '["a.webp","b.webp"]' }).existingImages).toEqual([
      'a.webp',
      'b.webp',
    ]);
  });

  it('a JSON edit may send images as a list', () => {
    expect(parsed(updateListingSchema, { ...valid, images: ['/uploads/phones/a.webp'] }).images).toEqual([
      '/uploads/phones/a.webp',
    ]);
  });

  it('more than 6 images to keep is refused', () => {
    expect(
      errorsOf(updateListingSchema, { ...valid, existingImages: JSON.stringify(Array(7).fill('a.webp')) }),
    ).toEqual({
      existingImages: 'Maximum 6 images allowed',
    });
  });

  it('images to keep that are not a JSON list are refused', () => {
    expect(errorsOf(updateListingSchema, { ...valid, existingImages: 'a.webp' })).toEqual({
      existingImages: 'existingImages must be a JSON list of image names',
    });
  });

  it('an edit without stock leaves it as it is', () => {
    expect(parsed(updateListingSchema, valid).stock).toBeUndefined();
  });

  it('an edit clears description with a blank and leaves an absent field alone', () => {
    const edit = parsed(updateListingSchema, { ...valid, description: '', location: null });
    expect(edit.description).toBe('');
    expect(edit.location).toBe('');
    expect('originalPrice' in edit ? edit.originalPrice : undefined).toBeUndefined();
  });

  it('an edit has the same required-field message as create', () => {
    expect(errorsOf(updateListingSchema, { ...valid, condition: '' })).toEqual({
      condition: 'Missing required fields: condition',
    });
  });
});

describe('listing images', () => {
  it('an image of up to 10MB is fine', () => {
    expect(listingImageFileError({ type: 'image/heic', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('a file that is not an image is refused', () => {
    expect(listingImageFileError({ type: 'application/pdf', size: 10 })).toBe('Only image files are allowed');
  });

  it('an image over 10MB is refused', () => {
    expect(listingImageFileError({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Image size must be less than 10MB',
    );
  });

  it("no image is refused with each form's own text", () => {
    expect(imageCountError(0, 'create')).toBe('Please add at least one image');
    expect(imageCountError(0, 'edit')).toBe('At least one image is required');
  });

  it('1 to 6 images are fine and 7 are too many', () => {
    expect(imageCountError(1, 'create')).toBeNull();
    expect(imageCountError(6, 'edit')).toBeNull();
    expect(imageCountError(7, 'edit')).toBe('Maximum 6 images allowed');
  });
});

describe('browse query', () => {
  it('an empty query is page 1 of 12, featured first', () => {
    expect(parsed(phonesQuerySchema, {})).toEqual({ page: 1, limit: 12, sort: 'featured' });
  });

  it('query text is read as numbers', () => {
    expect(parsed(phonesQuerySchema, { page: '2', limit: '24', minPrice: '80000', maxPrice: '150000' })).toMatchObject({
      page: 2,
      limit: 24,
      minPrice: 80000,
      maxPrice: 150000,
    });
  });

  it('brand and condition all are no filter', () => {
    const query = parsed(phonesQuerySchema, { brand: 'all', condition: 'All' });
    expect(query.brand).toBeUndefined();
    expect(query.condition).toBeUndefined();
  });

  it('a brand in any case gets its catalogue spelling', () => {
    expect(parsed(phonesQuerySchema, { brand: 'oneplus', condition: 'very good' })).toMatchObject({
      brand: 'OnePlus',
      condition: 'Very Good',
    });
  });

  it('a blank search is no search; a long one is refused', () => {
    expect(parsed(phonesQuerySchema, { search: '   ' }).search).toBeUndefined();
    expect(errorsOf(phonesQuerySchema, { search: 'x'.repeat(101) })).toEqual({
      search: 'Search must be at most 100 characters',
    });
  });

  it('an unknown sort is refused and names the known ones', () => {
    expect(errorsOf(phonesQuerySchema, { sort: 'cheapest' })).toEqual({
      sort: 'Unknown sort. Use one of: featured, price_low, price_high, newest, rating, best_deal',
    });
  });

  it('sort createdAt, as the related-phones call sends it, means newest', () => {
    expect(parsed(phonesQuerySchema, { sort: 'createdAt', order: 'DESC' })).toMatchObject({
      sort: 'newest',
      order: 'desc',
    });
  });

  it('a negative page or a price that is not a number is refused', () => {
    expect(errorsOf(phonesQuerySchema, { page: '-1', minPrice: 'cheap', maxPrice: '-10', order: 'up' })).toEqual({
      page: 'Page must be a whole number of 1 or more',
      minPrice: 'Minimum price must be a whole number of 0 or more',
      maxPrice: 'Maximum price must be a whole number of 0 or more',
      order: 'Order must be asc or desc',
    });
  });

  it('a limit above 50 is refused', () => {
    expect(errorsOf(phonesQuerySchema, { limit: '51' })).toEqual({
      limit: 'Limit must be a whole number from 1 to 50',
    });
  });

  it('a minimum price above the maximum is refused', () => {
    expect(errorsOf(phonesQuerySchema, { minPrice: '200000', maxPrice: '100000' })).toEqual({
      minPrice: 'Minimum price cannot be more than maximum price',
    });
  });
});

describe('my listings query', () => {
  it('defaults to all listings, as many as a page holds', () => {
    expect(parsed(myListingsQuerySchema, {})).toEqual({ status: 'all', page: 1, limit: 50 });
  });

  it('each filter of the profile is accepted', () => {
    for (const status of ['all', 'live', 'pending', 'rejected', 'sold']) {
      expect(parsed(myListingsQuerySchema, { status }).status).toBe(status);
    }
  });

  it('an unknown status is refused', () => {
    expect(errorsOf(myListingsQuerySchema, { status: 'approved' })).toEqual({
      status: 'Unknown status. Use one of: all, live, pending, rejected, sold',
    });
  });
});

describe('districts and provinces (docs/decisions/075-district-filter-and-brand-counts.md)', () => {
  it('a new listing needs a district of the list, given its canonical spelling', () => {
    expect(parsed(listingFieldsSchema, { ...valid, district: ' nuwara eliya ' })).toMatchObject({
      district: 'Nuwara Eliya',
    });
    const { district: _omitted, ...withoutDistrict } = valid;
    for (const district of [undefined, '', 'Negombo', 'Colombo'.repeat(20), ['Colombo'], 7]) {
      const input = district === undefined ? withoutDistrict : { ...valid, district };
      expect(errorsOf(listingFieldsSchema, input), String(district)).toEqual({ district: DISTRICT_MESSAGE });
    }
  });

  it('an edit may leave the district out, but not give an unknown one', () => {
    const { district: _omitted, ...edit } = valid;
    expect(parsed(updateListingSchema, edit)).not.toHaveProperty('district');
    expect(errorsOf(updateListingSchema, { ...edit, district: 'Mars' })).toEqual({ district: DISTRICT_MESSAGE });
  });

  it('browse takes a district and a province by name, any case; all or blank means none', () => {
    expect(parsed(phonesQuerySchema, { district: 'kandy', province: 'CENTRAL' })).toMatchObject({
      district: 'Kandy',
      province: 'Central',
    });
    const none = parsed(phonesQuerySchema, { district: 'all', province: ' ' });
    expect(none.district).toBeUndefined();
    expect(none.province).toBeUndefined();
  });

  it('browse refuses unknown places, lists, huge texts and a district outside the province', () => {
    expect(errorsOf(phonesQuerySchema, { district: 'Atlantis' })).toEqual({ district: DISTRICT_MESSAGE });
    expect(errorsOf(phonesQuerySchema, { district: ['Colombo', 'Kandy'] })).toEqual({ district: DISTRICT_MESSAGE });
    expect(errorsOf(phonesQuerySchema, { district: 'x'.repeat(100_000) })).toEqual({ district: DISTRICT_MESSAGE });
    expect(errorsOf(phonesQuerySchema, { province: "Western'; drop table listings" })).toEqual({
      province: PROVINCE_MESSAGE,
    });
    expect(errorsOf(phonesQuerySchema, { province: 'Northern', district: 'Colombo' })).toEqual({
      district: DISTRICT_NOT_IN_PROVINCE_MESSAGE,
    });
  });
});
