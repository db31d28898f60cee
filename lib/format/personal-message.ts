/** The text of a personal_sign message. */

/** personal_sign text: hex decoded as UTF-8 when it is readable text, else the hex itself. */
export function decodePersonalMessage(message: string): { text: string; isHex: boolean } {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return { text: message, isHex: false };
  const bytes = new Uint8Array((message.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(message.slice(2 + i * 2, 4 + i * 2), 16);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Control characters other than whitespace mean binary data, not text.
    if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return { text: message, isHex: true };
    return { text, isHex: false };
  } catch {
    return { text: message, isHex: true };
  }
}
