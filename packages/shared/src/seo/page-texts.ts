import { formatLkr } from '../money/format-lkr.ts';
import type { Language } from '../i18n/language.ts';

// The title and description of every view, in each language: the server writes them into the page it
// sends (link previews, search engines) and the web app sets the same title as a person moves between
// views (docs/decisions/068-server-rendered-page-heads.md). One table for both, so they never differ.

export const SITE_NAME = 'PhoneKade';

interface PageTextTable {
  homeTitle: string;
  homeDescription: string;
  browseTitle: string;
  browseDescription: string;
  /** {0}: a brand or search words. */
  browseForTitle: string;
  browseForDescription: string;
  /** {0}: the listing's title, {1}: its price. */
  phoneDescription: string;
  /** {0}: the seller's name. */
  sellerTitle: string;
  sellerDescription: string;
  phoneNotFound: string;
  pageNotFound: string;
  cart: string;
  checkout: string;
  auth: string;
  profile: string;
  sell: string;
  editListing: string;
  admin: string;
}

const TEXTS: Record<Language, PageTextTable> = {
  en: {
    homeTitle: 'PhoneKade - Used phones in Sri Lanka',
    homeDescription: 'PhoneKade: buy and sell used mobile phones in Sri Lanka, priced in LKR.',
    browseTitle: 'Used phones for sale in Sri Lanka',
    browseDescription: 'Browse used and new mobile phones for sale across Sri Lanka, with prices in LKR.',
    browseForTitle: '{0} phones for sale in Sri Lanka',
    browseForDescription: 'Find {0} phones for sale across Sri Lanka on PhoneKade, with prices in LKR.',
    phoneDescription: '{0} for sale in Sri Lanka for {1} on PhoneKade.',
    sellerTitle: '{0} - phones for sale',
    sellerDescription: 'Phones for sale by {0} on PhoneKade, with ratings and reviews from buyers.',
    phoneNotFound: 'Phone not found',
    pageNotFound: 'Page not found',
    cart: 'Shopping Cart',
    checkout: 'Checkout',
    auth: 'Sign in',
    profile: 'My Profile',
    sell: 'Sell a phone',
    editListing: 'Edit listing',
    admin: 'Admin Dashboard',
  },
  si: {
    homeTitle: 'PhoneKade - ශ්‍රී ලංකාවේ පාවිච්චි කළ දුරකථන',
    homeDescription: 'PhoneKade: ශ්‍රී ලංකාවේ පාවිච්චි කළ ජංගම දුරකථන රුපියල් මිලට මිලදී ගන්න, විකුණන්න.',
    browseTitle: 'ශ්‍රී ලංකාවේ විකිණීමට ඇති පාවිච්චි කළ දුරකථන',
    browseDescription: 'ශ්‍රී ලංකාව පුරා විකිණීමට ඇති පාවිච්චි කළ සහ අලුත් ජංගම දුරකථන, රුපියල් මිල ගණන් සමඟ.',
    browseForTitle: 'ශ්‍රී ලංකාවේ විකිණීමට ඇති {0} දුරකථන',
    browseForDescription: 'ශ්‍රී ලංකාව පුරා විකිණීමට ඇති {0} දුරකථන PhoneKade හි, රුපියල් මිල ගණන් සමඟ.',
    phoneDescription: '{0} ශ්‍රී ලංකාවේ {1} කට විකිණීමට, PhoneKade හි.',
    sellerTitle: '{0} - විකිණීමට ඇති දුරකථන',
    sellerDescription: 'PhoneKade හි {0} විකුණන දුරකථන, ගැනුම්කරුවන්ගේ ශ්‍රේණිගත කිරීම් සහ සමාලෝචන සමඟ.',
    phoneNotFound: 'දුරකථනය හමු නොවීය',
    pageNotFound: 'පිටුව හමු නොවීය',
    cart: 'සාප්පු කරත්තය',
    checkout: 'ගෙවීම',
    auth: 'පුරනය වන්න',
    profile: 'මගේ පැතිකඩ',
    sell: 'දුරකථනයක් විකුණන්න',
    editListing: 'දැන්වීම සංස්කරණය',
    admin: 'පරිපාලක පුවරුව',
  },
  ta: {
    homeTitle: 'PhoneKade - இலங்கையில் பயன்படுத்திய தொலைபேசிகள்',
    homeDescription: 'PhoneKade: இலங்கையில் பயன்படுத்திய கைப்பேசிகளை ரூபாய் விலையில் வாங்குங்கள், விற்பனை செய்யுங்கள்.',
    browseTitle: 'இலங்கையில் விற்பனைக்கு உள்ள பயன்படுத்திய தொலைபேசிகள்',
    browseDescription: 'இலங்கை முழுவதும் விற்பனைக்கு உள்ள பயன்படுத்திய மற்றும் புதிய கைப்பேசிகள், ரூபாய் விலைகளுடன்.',
    browseForTitle: 'இலங்கையில் விற்பனைக்கு உள்ள {0} தொலைபேசிகள்',
    browseForDescription: 'இலங்கை முழுவதும் விற்பனைக்கு உள்ள {0} தொலைபேசிகள் PhoneKade இல், ரூபாய் விலைகளுடன்.',
    phoneDescription: '{0} இலங்கையில் {1} விலைக்கு விற்பனைக்கு, PhoneKade இல்.',
    sellerTitle: '{0} - விற்பனைக்கு உள்ள தொலைபேசிகள்',
    sellerDescription: 'PhoneKade இல் {0} விற்கும் தொலைபேசிகள், வாங்குபவர்களின் மதிப்பீடுகள் மற்றும் கருத்துகளுடன்.',
    phoneNotFound: 'தொலைபேசி கிடைக்கவில்லை',
    pageNotFound: 'பக்கம் கிடைக்கவில்லை',
    cart: 'கூடை',
    checkout: 'பணம் செலுத்துதல்',
    auth: 'உள்நுழைக',
    profile: 'என் சுயவிவரம்',
    sell: 'தொலைபேசியை விற்கவும்',
    editListing: 'விளம்பரத்தைத் திருத்து',
    admin: 'நிர்வாகப் பலகை',
  },
};

const fill = (template: string, ...values: string[]) =>
  template.replace(/\{(\d)\}/g, (all, n: string) => values[Number(n)] ?? all);

/** 'Cart' -> 'Cart | PhoneKade'; a title that already names the site is kept as it is. */
export function withSiteName(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** A text with no line breaks or runs of spaces, at most `max` characters (cut at a word, with '…'). */
export function shortText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Every view's title and description in `language`. Titles end with ' | PhoneKade'. */
export function pageTexts(language: Language) {
  const texts = TEXTS[language];
  return {
    home: { title: texts.homeTitle, description: texts.homeDescription },
    /** Browse; with a brand or search words: 'Samsung phones for sale in Sri Lanka'. */
    browse(filter?: { brand?: string; search?: string }) {
      const words = shortText([filter?.brand, filter?.search].filter(Boolean).join(' '), 60);
      if (!words) return { title: withSiteName(texts.browseTitle), description: texts.browseDescription };
      return {
        title: withSiteName(fill(texts.browseForTitle, words)),
        description: fill(texts.browseForDescription, words),
      };
    },
    /** 'iPhone 13 128GB – LKR 145,000 | PhoneKade'. */
    phone(title: string, price: number) {
      return {
        title: withSiteName(`${shortText(title, 100)} – ${formatLkr(price)}`),
        description: fill(texts.phoneDescription, shortText(title, 100), formatLkr(price)),
      };
    },
    seller(name: string) {
      return {
        title: withSiteName(fill(texts.sellerTitle, shortText(name, 60))),
        description: fill(texts.sellerDescription, shortText(name, 60)),
      };
    },
    phoneNotFound: withSiteName(texts.phoneNotFound),
    pageNotFound: withSiteName(texts.pageNotFound),
    /** The views search engines are kept out of: only a title. */
    cart: withSiteName(texts.cart),
    checkout: withSiteName(texts.checkout),
    auth: withSiteName(texts.auth),
    profile: withSiteName(texts.profile),
    sell: withSiteName(texts.sell),
    editListing: withSiteName(texts.editListing),
    admin: withSiteName(texts.admin),
  };
}

export type PageTexts = ReturnType<typeof pageTexts>;
