import type { BusinessType } from '@phonekade/shared/constants/catalog';

// The demo accounts. Every address is on our own domain, so a reset code sent over a real SMTP_URL
// never reaches a stranger's mailbox.

/** One memorable password for every demo account; printed at start and listed in the README. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoPerson {
  key: string;
  email: string;
  name: string;
  phone: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  town: string;
  district: string;
  favoriteBrand: string;
  /** Days before the seed ran that the account was made (the seller card's "joined" date). */
  joinedDaysAgo: number;
  /** Where a buyer's orders are delivered. */
  addressLine1?: string;
  instagram?: string;
  facebook?: string;
  twitter?: string;
  linkedin?: string;
}

export interface DemoSeller extends DemoPerson {
  businessType: BusinessType;
  businessDescription: string;
  responseTime: string;
  /** Sellers with stock list several units of a phone. */
  listsInBulk: boolean;
  /** How many of the approved listings this seller carries, roughly. */
  share: number;
}

export const DEMO_ADMIN: DemoPerson = {
  key: 'admin',
  email: 'admin@phonekade.lk',
  name: 'Anjali Dissanayake',
  phone: '+94112345678',
  gender: 'female',
  dateOfBirth: '1988-03-14',
  town: 'Colombo',
  district: 'Colombo',
  favoriteBrand: 'Google',
  joinedDaysAgo: 420,
};

export const DEMO_SELLERS: DemoSeller[] = [
  {
    key: 'chaminda',
    email: 'seller@phonekade.lk',
    name: 'Chaminda Wijesinghe',
    phone: '+94771234567',
    gender: 'male',
    dateOfBirth: '1984-07-22',
    town: 'Nugegoda',
    district: 'Colombo',
    favoriteBrand: 'Apple',
    joinedDaysAgo: 380,
    businessType: 'retailer',
    businessDescription:
      'Wijesinghe Mobile, High Level Road, Nugegoda. Used iPhones and Samsungs, each one checked by our technician, with a 3-month shop warranty. Island-wide courier or come and see the phone at the shop.',
    responseTime: 'Within 1 hour',
    listsInBulk: true,
    share: 12,
    instagram: '@wijesinghemobile',
    facebook: 'https://facebook.com/wijesinghemobile',
  },
  {
    key: 'rizwan',
    email: 'rizwan@phonekade.lk',
    name: 'Mohamed Rizwan',
    phone: '+94772345678',
    gender: 'male',
    dateOfBirth: '1979-11-03',
    town: 'Colombo',
    district: 'Colombo',
    favoriteBrand: 'Samsung',
    joinedDaysAgo: 300,
    businessType: 'wholesaler',
    businessDescription:
      'Rizwan Telecom, Main Street, Pettah. Wholesale stock of budget and mid-range Android phones for shops and resellers; single units sold too. Dealer prices on 5 or more.',
    responseTime: 'Within 30 minutes',
    listsInBulk: true,
    share: 10,
    facebook: 'https://facebook.com/rizwantelecom',
    linkedin: 'https://linkedin.com/company/rizwan-telecom',
  },
  {
    key: 'sanduni',
    email: 'sanduni@phonekade.lk',
    name: 'Sanduni Gunawardena',
    phone: '+94763456789',
    gender: 'female',
    dateOfBirth: '1990-05-18',
    town: 'Negombo',
    district: 'Gampaha',
    favoriteBrand: 'Google',
    joinedDaysAgo: 240,
    businessType: 'importer',
    businessDescription:
      'Direct importer of grade-A used Pixels, OnePlus and Sony phones from Japan and the UK. Every unit is factory unlocked, tested on Dialog, Mobitel, Hutch and Airtel, and sold with a 6-month warranty.',
    responseTime: 'Within 2 hours',
    listsInBulk: true,
    share: 10,
    instagram: '@sanduni.imports',
    twitter: '@sanduniimports',
  },
  {
    key: 'tharindu',
    email: 'tharindu@phonekade.lk',
    name: 'Tharindu Jayasuriya',
    phone: '+94754567890',
    gender: 'male',
    dateOfBirth: '1993-01-09',
    town: 'Kurunegala',
    district: 'Kurunegala',
    favoriteBrand: 'Xiaomi',
    joinedDaysAgo: 190,
    businessType: 'repair-shop',
    businessDescription:
      'Jaya Phone Care, Colombo Road, Kurunegala. Screen, battery and charging-port repairs while you wait. We sell refurbished phones with new batteries and genuine parts, 1-month warranty.',
    responseTime: 'Within a few hours',
    listsInBulk: false,
    share: 7,
    facebook: 'https://facebook.com/jayaphonecare',
  },
  {
    key: 'arun',
    email: 'arun@phonekade.lk',
    name: 'Arun Selvarajah',
    phone: '+94775678901',
    gender: 'male',
    dateOfBirth: '1986-09-27',
    town: 'Jaffna',
    district: 'Jaffna',
    favoriteBrand: 'Samsung',
    joinedDaysAgo: 150,
    businessType: 'other',
    businessDescription:
      'Northern Trade-In: we buy phones from offices and families in the North and resell them after a full data wipe and check. Collection in Jaffna town or courier anywhere.',
    responseTime: 'Within a day',
    listsInBulk: false,
    share: 6,
    linkedin: 'https://linkedin.com/in/arun-selvarajah',
  },
  {
    key: 'kasun',
    email: 'kasun@phonekade.lk',
    name: 'Kasun Perera',
    phone: '+94716789012',
    gender: 'male',
    dateOfBirth: '1996-12-02',
    town: 'Kandy',
    district: 'Kandy',
    favoriteBrand: 'Apple',
    joinedDaysAgo: 95,
    businessType: 'individual',
    businessDescription: 'Selling my own phones when I upgrade. Meet-ups in Kandy town, near the Clock Tower.',
    responseTime: 'Within a few hours',
    listsInBulk: false,
    share: 5,
    instagram: '@kasun_p',
  },
  {
    key: 'ishara',
    email: 'ishara@phonekade.lk',
    name: 'Ishara Madushani',
    phone: '+94787890123',
    gender: 'female',
    dateOfBirth: '1998-04-11',
    town: 'Galle',
    district: 'Galle',
    favoriteBrand: 'Samsung',
    joinedDaysAgo: 60,
    businessType: 'individual',
    businessDescription: 'Family phones we no longer use, all in good working order. Galle and Hikkaduwa meet-ups.',
    responseTime: 'Within a day',
    listsInBulk: false,
    share: 4,
  },
  {
    key: 'fathima',
    email: 'fathima@phonekade.lk',
    name: 'Fathima Nuzla',
    phone: '+94758901234',
    gender: 'female',
    dateOfBirth: '1991-08-30',
    town: 'Kalmunai',
    district: 'Ampara',
    favoriteBrand: 'Huawei',
    joinedDaysAgo: 130,
    businessType: 'retailer',
    businessDescription:
      'Nuzla Mobile Zone, Kalmunai. New and used phones, accessories and reloads. Cash on pick-up or card through PhoneKade.',
    responseTime: 'Within 2 hours',
    listsInBulk: true,
    share: 6,
    instagram: '@nuzlamobilezone',
  },
];

export const DEMO_BUYERS: DemoPerson[] = [
  {
    key: 'dilini',
    addressLine1: '27/4 Galle Road, Rawathawatte',
    email: 'buyer@phonekade.lk',
    name: 'Dilini Fernando',
    phone: '+94779012345',
    gender: 'female',
    dateOfBirth: '1995-02-19',
    town: 'Moratuwa',
    district: 'Colombo',
    favoriteBrand: 'Apple',
    joinedDaysAgo: 70,
    instagram: '@dilini.f',
  },
  {
    key: 'nuwan',
    addressLine1: '112 Kandy Road, Kadawatha',
    email: 'nuwan@phonekade.lk',
    name: 'Nuwan Silva',
    phone: '+94710123456',
    gender: 'male',
    dateOfBirth: '1989-06-07',
    town: 'Kadawatha',
    district: 'Gampaha',
    favoriteBrand: 'Samsung',
    joinedDaysAgo: 55,
  },
  {
    key: 'kavitha',
    addressLine1: '15 Temple Road, Nallur',
    email: 'kavitha@phonekade.lk',
    name: 'Kavitha Shanmugam',
    phone: '+94761234567',
    gender: 'female',
    dateOfBirth: '1997-10-25',
    town: 'Jaffna',
    district: 'Jaffna',
    favoriteBrand: 'OnePlus',
    joinedDaysAgo: 48,
  },
  {
    key: 'sachini',
    addressLine1: '8 Beach Road, Matara',
    email: 'sachini@phonekade.lk',
    name: 'Sachini Herath',
    phone: '+94702345678',
    gender: 'female',
    dateOfBirth: '2000-01-15',
    town: 'Matara',
    district: 'Matara',
    favoriteBrand: 'Google',
    joinedDaysAgo: 40,
  },
];
