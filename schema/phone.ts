// Kenyan mobile numbers for M-Pesa, typed any way people write them (0712 345 678, 712345678, +254 712 345 678,
// 254712345678, and the newer 01xx numbers): answered as Daraja wants them, 2547XXXXXXXX or 2541XXXXXXXX.

export const PHONE_PROBLEM = "Enter a Kenyan mobile number, like 0712 345 678";

export function normaliseKenyanPhone(input: string): { msisdn: string } | { problem: string } {
  const digits = input.replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(digits)) return { problem: PHONE_PROBLEM };
  const bare = digits.replace(/^\+/, "");
  let national: string;
  if (bare.startsWith("254")) national = bare.slice(3);
  else if (bare.startsWith("0")) national = bare.slice(1);
  else national = bare;
  // A Kenyan mobile number is nine digits after the country code, starting with 7 or 1.
  if (!/^[71]\d{8}$/.test(national)) return { problem: PHONE_PROBLEM };
  return { msisdn: `254${national}` };
}

/** 254712345678 as Kenyans write it: "0712 345 678". */
export function formatKenyanPhone(msisdn: string): string {
  const national = msisdn.replace(/^254/, "");
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
