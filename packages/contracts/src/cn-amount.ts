/** Amount in Chinese financial capitals (大写金额), as written on receipts and cheques. */

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
/** Units of a digit within its group of four, from the right. */
const PLACE = ['', '拾', '佰', '仟'];
/** Units of a group of four digits, from the right: 元 is added after the whole yuan part. */
const GROUP = ['', '万', '亿'];
const AMOUNT_TEXT = /^(\d+)(?:\.(\d*))?$/;
const LIMIT = 1e12;

/** Whole yuan (no leading zeros, < 1e12) in capitals; a run of zeros between digits is read as one 零. */
function yuanInCapitals(yuan: string): string {
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < yuan.length; i++) {
    const position = yuan.length - 1 - i;
    const digit = Number(yuan[i]);
    if (digit === 0) pendingZero = true;
    else {
      if (pendingZero && out !== '') out += '零';
      pendingZero = false;
      out += DIGITS[digit]! + PLACE[position % 4]!;
    }
    const groupDigits = yuan.slice(Math.max(0, i - 3), i + 1);
    if (position % 4 === 0 && /[1-9]/.test(groupDigits)) out += GROUP[position / 4]!;
  }
  return out;
}

/** The decimal text of a value, or undefined when it is not a non-negative amount below 1e12. */
function amountText(value: number | string): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value) || value < 0 || value >= LIMIT) return undefined;
  const text = String(value);
  // Tiny numbers print as 1e-7; they are below one fen anyway.
  return text.includes('e') ? value.toFixed(2) : text;
}

/**
 * 壹佰贰拾叁元肆角伍分 for 123.45, with 整 when there are no fen, e.g. 0 → 零元整, 0.05 → 伍分, 1.10 → 壹元壹角整,
 * 100000001 → 壹亿零壹元整. Decimals past the fen are cut off. '' for anything that is not a non-negative
 * number below 1e12 (one trillion).
 */
export function amountInChineseCapitals(value: number | string): string {
  const text = amountText(value);
  const m = text === undefined ? null : AMOUNT_TEXT.exec(text);
  if (!m) return '';
  const yuan = m[1]!.replace(/^0+(?=\d)/, '');
  if (yuan.length > 12) return '';
  const [jiao, fen] = (m[2] ?? '').padEnd(2, '0').slice(0, 2).split('').map(Number) as [number, number];
  const whole = yuan === '0' ? '' : `${yuanInCapitals(yuan)}元`;
  if (jiao === 0 && fen === 0) return whole === '' ? '零元整' : `${whole}整`;
  const jiaoPart = jiao > 0 ? `${DIGITS[jiao]}角` : whole === '' ? '' : '零';
  return whole + jiaoPart + (fen > 0 ? `${DIGITS[fen]}分` : '整');
}
