import { describe, expect, it } from 'vitest';
import { needsSafetyNote } from './safety-note.ts';

describe('needsSafetyNote', () => {
  it.each([
    'Call me on 077 123 4567',
    'whatsapp +94 77-123-4567',
    'My account is 1234 5678 9012',
    'Please send an advance of 5000',
    'You must PAY FIRST then I courier it',
    'Do a bank transfer today',
    'A small deposit keeps it for you',
    'ඉස්සරවෙලා ගෙවන්න ඕනේ',
    'අත්තිකාරම් මුදලක් දාන්න',
    'முன்பணம் அனுப்புங்கள்',
    'வங்கி கணக்கு எண் தருகிறேன்',
  ])('flags %s', (text) => {
    expect(needsSafetyNote(text)).toBe(true);
  });

  it.each([
    'Is the battery health still above 85%?',
    'Can I see it in Kandy on Saturday?',
    'Price is Rs. 150,000, final',
    'ෆෝන් එක තාම තියෙනවද?',
    'தொலைபேசி இன்னும் இருக்கிறதா?',
    'I will pay when I see it',
  ])('leaves %s alone', (text) => {
    expect(needsSafetyNote(text)).toBe(false);
  });
});
