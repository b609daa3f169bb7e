// The 9 provinces and their 25 districts, with Sinhala and Tamil names and main towns, kept in the
// repository (docs/decisions/033-reference-data-copied-into-the-repo.md). Province names are written in
// full ('வட மாகாணம்', not the bare 'வட'). A native reader should
// confirm the Sinhala and Tamil names before release.

export interface District {
  readonly name: string;
  readonly si: string;
  readonly ta: string;
  /** Main towns, for demo locations and suggestions. */
  readonly towns: readonly string[];
}

export interface Province {
  readonly name: string;
  readonly si: string;
  readonly ta: string;
  readonly districts: readonly District[];
}

export const PROVINCES = [
  {
    name: 'Western',
    si: 'බස්නාහිර පළාත',
    ta: 'மேல் மாகாணம்',
    districts: [
      {
        name: 'Colombo',
        si: 'කොළඹ',
        ta: 'கொழும்பு',
        towns: ['Colombo', 'Dehiwala-Mount Lavinia', 'Moratuwa', 'Nugegoda', 'Maharagama', 'Kottawa'],
      },
      { name: 'Gampaha', si: 'ගම්පහ', ta: 'கம்பஹா', towns: ['Negombo', 'Gampaha', 'Kadawatha', 'Ja-Ela', 'Wattala'] },
      { name: 'Kalutara', si: 'කළුතර', ta: 'களுத்துறை', towns: ['Panadura', 'Kalutara', 'Horana'] },
    ],
  },
  {
    name: 'Central',
    si: 'මධ්‍යම පළාත',
    ta: 'மத்திய மாகாணம்',
    districts: [
      { name: 'Kandy', si: 'මහනුවර', ta: 'கண்டி', towns: ['Kandy', 'Peradeniya', 'Katugastota'] },
      { name: 'Matale', si: 'මාතලේ', ta: 'மாத்தளை', towns: ['Matale', 'Dambulla'] },
      { name: 'Nuwara Eliya', si: 'නුවරඑළිය', ta: 'நுவரெலியா', towns: ['Nuwara Eliya', 'Hatton'] },
    ],
  },
  {
    name: 'Southern',
    si: 'දකුණු පළාත',
    ta: 'தென் மாகாணம்',
    districts: [
      { name: 'Galle', si: 'ගාල්ල', ta: 'காலி', towns: ['Galle', 'Hikkaduwa', 'Ambalangoda'] },
      { name: 'Matara', si: 'මාතර', ta: 'மாத்தறை', towns: ['Matara', 'Weligama'] },
      { name: 'Hambantota', si: 'හම්බන්තොට', ta: 'அம்பாந்தோட்டை', towns: ['Hambantota', 'Tangalle'] },
    ],
  },
  {
    name: 'Northern',
    si: 'උතුරු පළාත',
    ta: 'வட மாகாணம்',
    districts: [
      { name: 'Jaffna', si: 'යාපනය', ta: 'யாழ்ப்பாணம்', towns: ['Jaffna', 'Chavakachcheri'] },
      { name: 'Kilinochchi', si: 'කිලිනොච්චිය', ta: 'கிளிநொச்சி', towns: ['Kilinochchi'] },
      { name: 'Mannar', si: 'මන්නාරම', ta: 'மன்னார்', towns: ['Mannar'] },
      { name: 'Mullaitivu', si: 'මුලතිව්', ta: 'முல்லைத்தீவு', towns: ['Mullaitivu'] },
      { name: 'Vavuniya', si: 'වවුනියාව', ta: 'வவுனியா', towns: ['Vavuniya'] },
    ],
  },
  {
    name: 'Eastern',
    si: 'නැගෙනහිර පළාත',
    ta: 'கிழக்கு மாகாணம்',
    districts: [
      { name: 'Trincomalee', si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை', towns: ['Trincomalee'] },
      { name: 'Batticaloa', si: 'මඩකලපුව', ta: 'மட்டக்களப்பு', towns: ['Batticaloa'] },
      { name: 'Ampara', si: 'අම්පාර', ta: 'அம்பாறை', towns: ['Ampara', 'Kalmunai'] },
    ],
  },
  {
    name: 'North Western',
    si: 'වයඹ පළාත',
    ta: 'வடமேல் மாகாணம்',
    districts: [
      { name: 'Kurunegala', si: 'කුරුණෑගල', ta: 'குருநாகல்', towns: ['Kurunegala', 'Kuliyapitiya'] },
      { name: 'Puttalam', si: 'පුත්තලම', ta: 'புத்தளம்', towns: ['Puttalam', 'Chilaw'] },
    ],
  },
  {
    name: 'North Central',
    si: 'උතුරු මැද පළාත',
    ta: 'வடமத்திய மாகாணம்',
    districts: [
      { name: 'Anuradhapura', si: 'අනුරාධපුරය', ta: 'அனுராதபுரம்', towns: ['Anuradhapura'] },
      { name: 'Polonnaruwa', si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை', towns: ['Polonnaruwa'] },
    ],
  },
  {
    name: 'Uva',
    si: 'ඌව පළාත',
    ta: 'ஊவா மாகாணம்',
    districts: [
      { name: 'Badulla', si: 'බදුල්ල', ta: 'பதுளை', towns: ['Badulla', 'Bandarawela'] },
      { name: 'Moneragala', si: 'මොණරාගල', ta: 'மொனராகலை', towns: ['Moneragala', 'Wellawaya'] },
    ],
  },
  {
    name: 'Sabaragamuwa',
    si: 'සබරගමුව පළාත',
    ta: 'சபரகமுவ மாகாணம்',
    districts: [
      { name: 'Ratnapura', si: 'රත්නපුර', ta: 'இரத்தினபுரி', towns: ['Ratnapura', 'Embilipitiya'] },
      { name: 'Kegalle', si: 'කෑගල්ල', ta: 'கேகாலை', towns: ['Kegalle', 'Mawanella'] },
    ],
  },
] as const satisfies readonly Province[];

export type ProvinceName = (typeof PROVINCES)[number]['name'];
export type DistrictName = (typeof PROVINCES)[number]['districts'][number]['name'];

export const PROVINCE_NAMES: readonly ProvinceName[] = PROVINCES.map((p) => p.name);

export const DISTRICT_NAMES: readonly DistrictName[] = PROVINCES.flatMap((p) => p.districts.map((d) => d.name));

export function isProvinceName(value: string): value is ProvinceName {
  return (PROVINCE_NAMES as readonly string[]).includes(value);
}

/** The province's districts in the order above; an empty list for an unknown province. */
export function districtsOf(province: string): readonly District[] {
  return PROVINCES.find((p) => p.name === province)?.districts ?? [];
}

export function isDistrictInProvince(province: string, district: string): boolean {
  return districtsOf(province).some((d) => d.name === district);
}

export function provinceOfDistrict(district: string): ProvinceName | undefined {
  return PROVINCES.find((p) => p.districts.some((d) => d.name === district))?.name;
}
