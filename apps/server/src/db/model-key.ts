import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// The key a fair price is computed over (docs/decisions/066-fair-price-band.md): brand, model and
// storage, written as SQL so the `listings.model_key` column and a lookup for typed values (the
// seller's form) are the same expression. 'Apple', 'iPhone 13 128GB Midnight', '128 GB' and 'Apple',
// 'Apple iPhone 13', '128GB' both give 'apple|iphone 13|128gb'. Changing it needs a migration that
// re-creates the column.

// Words that do not change the model: storage and RAM sizes, colours, condition and selling words
// ('iPhone 13 128GB urgent sale' is an iPhone 13 128GB). Other words still make another model.
const NOT_MODEL_WORD_ALTERNATIVES =
  '(\\d+\\s*(gb|tb)|gb|tb|ram|rom|used|new|brand|excellent|good|fair|condition|mint|like|original|unlocked|factory|urgent|quick|sale|for|with|box|black|white|blue|red|green|gold|silver|gray|grey|purple|pink|yellow|midnight|starlight|graphite|titanium|natural|color|colour)';
const NOT_MODEL_WORDS = `\\m${NOT_MODEL_WORD_ALTERNATIVES}\\M`;
const NOT_MODEL_WORD = new RegExp(`^${NOT_MODEL_WORD_ALTERNATIVES}$`);

/** Whether a lower-case word is one the model key leaves out (so a price guide leaves it out too). */
export const isNotModelWord = (word: string): boolean => NOT_MODEL_WORD.test(word);

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** The model key of a brand, title and storage (columns or values). */
export function modelKeySql(brand: SQLWrapper, title: SQLWrapper, storage: SQLWrapper): SQL {
  const lowerTitle = sql`lower(${title})`;
  const lowerBrand = sql`lower(${brand})`;
  // The brand at the start of the title is dropped ('Samsung Galaxy S23' and 'Galaxy S23' are one model).
  const withoutBrand = sql`(case when starts_with(${lowerTitle}, ${lowerBrand} || ' ') then substr(${lowerTitle}, length(${lowerBrand}) + 2) else ${lowerTitle} end)`;
  const model = sql`btrim(regexp_replace(regexp_replace(${withoutBrand}, ${literal(NOT_MODEL_WORDS)}, ' ', 'g'), ${literal('[^a-z0-9]+')}, ' ', 'g'))`;
  // The storage field, else the first size in the title; spaces out ('128 GB' is '128gb').
  const size = sql`regexp_replace(lower(coalesce(nullif(btrim(${storage}), ''), substring(${lowerTitle} from ${literal('(\\d+\\s*(?:gb|tb))')}), '')), ${literal('\\s+')}, '', 'g')`;
  return sql`(${lowerBrand} || '|' || ${model} || '|' || ${size})`;
}
