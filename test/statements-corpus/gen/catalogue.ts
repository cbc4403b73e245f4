// The household's merchants, bills and income, per country: the raw name the bank prints, the plainer name some
// apps show, and the name the person uses in YNAB. Invented names in each country's style; prices in that
// country's currency units. The rows are data, in catalogue.json (a shop or a bill a line); this file types them.
import rows from './catalogue.json' with { type: 'json' };

export interface Shop {
  raw: string;
  display: string;
  nick: string;
  city: string;
  region: string;
  category: string;
  min: number;
  max: number;
  weight: number;
  /** A restaurant where a tip is added after the bill (the person notes the bill, the bank posts bill + tip). */
  tips?: true;
}

export interface Bill {
  raw: string;
  display: string;
  nick: string;
  amount: number;
  day: number;
  /** Share by which the amount moves month to month (0: fixed). */
  jitter: number;
  category: string;
}

export interface Region {
  code: string;
  currency: string;
  country: string;
  shops: Shop[];
  bills: Bill[];
  salary: { raw: string; display: string; nick: string; amount: number; day: number };
  /** The savings account transfers go to, as labels name it. */
  savings: { raw: string; display: string };
  atm: { city: string; region: string; display: string; amounts: number[] };
  /** The bank's own monthly fee, if any. */
  fee?: { raw: string; amount: number };
  /** Where the person pays abroad (for FX purchases). */
  abroad: { currency: string; country: string; shops: Shop[]; rate: number };
}

/** catalogue.json's shop line: raw, display, nick, city, region, category, min, max, weight, and `true` for a tipped restaurant. */
type ShopRow = [
  raw: string,
  display: string,
  nick: string,
  city: string,
  region: string,
  category: string,
  min: number,
  max: number,
  weight: number,
  tips?: true,
];
/** catalogue.json's bill line: raw, display, nick, amount, day, category, and the jitter when the amount moves. */
type BillRow = [raw: string, display: string, nick: string, amount: number, day: number, category: string, jitter?: number];
type RegionRow = Omit<Region, 'shops' | 'bills' | 'abroad'> & {
  shops: ShopRow[];
  bills: BillRow[];
  abroad: Omit<Region['abroad'], 'shops'> & { shops: ShopRow[] };
};

const shop = ([raw, display, nick, city, region, category, min, max, weight, tips]: ShopRow): Shop => ({
  raw,
  display,
  nick,
  city,
  region,
  category,
  min,
  max,
  weight,
  ...(tips ? { tips } : {}),
});
const bill = ([raw, display, nick, amount, day, category, jitter = 0]: BillRow): Bill => ({
  raw,
  display,
  nick,
  amount,
  day,
  jitter,
  category,
});

export const REGIONS: Record<string, Region> = Object.fromEntries(
  Object.entries(rows as unknown as Record<string, RegionRow>).map(([key, r]) => [
    key,
    { ...r, shops: r.shops.map(shop), bills: r.bills.map(bill), abroad: { ...r.abroad, shops: r.abroad.shops.map(shop) } },
  ]),
);
