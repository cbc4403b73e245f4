// The heavy plan's 120 merchants and the bank labels they appear under. Every label is different (card
// prefix, invoice tail, masked card number, date or reference vary), as in real bank exports; each one still
// normalises to its merchant's name (src/logic/classify/payee-keys.ts), which the test checks.

import type { Rng } from './rng.ts';

/** A card merchant, paid at random days: amount range in currency units, relative frequency, account. */
export interface CardMerchant {
  kind: 'card';
  name: string;
  category: string;
  min: number;
  max: number;
  weight: number;
  /** Where it is paid: the debit card (checking), the credit card, or either. */
  on: 'checking' | 'card' | 'any';
}

/** A direct debit (or a salary when the amount is positive) on Checking, every `every` months on `day`. */
export interface DebitMerchant {
  kind: 'debit';
  name: string;
  category: string;
  amount: number;
  /** Share the amount moves by, up or down, from one time to the next (0: a fixed price). */
  jitter: number;
  day: number;
  every: 1 | 3 | 12;
  /** For `every` 3 or 12: the month (1–12) of the first payment in a year. */
  month: number;
  /** A salary: its share of the household's pay, which heavy-rows.ts sizes to the spending (`amount` unused). */
  salaryShare?: number;
}

export type Merchant = CardMerchant | DebitMerchant;

const c = (name: string, category: string, min: number, max: number, weight: number, on: CardMerchant['on'] = 'any'): CardMerchant => ({
  kind: 'card',
  name,
  category,
  min,
  max,
  weight,
  on,
});
const d = (
  name: string,
  category: string,
  amount: number,
  day: number,
  every: DebitMerchant['every'] = 1,
  month = 1,
  jitter = 0,
): DebitMerchant => ({
  kind: 'debit',
  name,
  category,
  amount,
  jitter,
  day,
  every,
  month,
});

export const MERCHANTS: readonly Merchant[] = [
  // Income (Ready to Assign): two salaries scaled by heavy-rows.ts to the household's spending, a benefit, a tax refund.
  { ...d('ACME EMPLOYER SALAIRE', 'cat-inflow', 1, 28), salaryShare: 0.56 },
  { ...d('NORDIC LABS PAIE', 'cat-inflow', 1, 27), salaryShare: 0.44 },
  d('CAF ALLOCATIONS', 'cat-inflow', 180, 5),
  d('TRESOR PUBLIC REMBOURSEMENT', 'cat-inflow', 420, 15, 12, 9, 0.4),
  // Bills, insurance, subscriptions and fees by direct debit.
  d('POWERCO ENERGIE', 'cat-power', -64.2, 26, 1, 1, 0.15),
  d('GAZ DU NORD', 'cat-gas', -45, 12, 1, 1, 0.25),
  d('EAU DE LA VILLE', 'cat-water', -95, 15, 3, 2, 0.1),
  d('FIBERNET', 'cat-internet', -29.99, 21),
  d('TELCO MOBILE', 'cat-phone', -19.99, 23),
  d('TELCO JUNIOR', 'cat-phone', -9.99, 23),
  d('STREAMFLIX', 'cat-streaming', -13.49, 15),
  d('VIDEOMAX', 'cat-streaming', -8.99, 3),
  d('SONGBIRD MUSIC', 'cat-music', -10.99, 9),
  d('CLOUDSAFE STORAGE', 'cat-software', -2.99, 1),
  d('OFFICE SUITE ONLINE', 'cat-software', -99, 11, 12, 3),
  d('LE QUOTIDIEN', 'cat-news', -14.9, 4),
  d('TENNIS CLUB', 'cat-sports', -22, 20),
  d('FITZONE GYM', 'cat-gym', -34.9, 2),
  d('HOMESAFE INSURANCE', 'cat-home-insurance', -420, 20, 12, 10),
  d('AUTOPROTECT ASSURANCE', 'cat-car-insurance', -52.3, 6),
  d('MUTUELLE SANTE PLUS', 'cat-health', -78.4, 7),
  d('DGFIP IMPOT', 'cat-taxes', -310, 15, 1, 1, 0.05),
  d('DGFIP TAXE FONCIERE', 'cat-taxes', -1240, 15, 12, 10, 0.03),
  d('CRECHE LES PETITS', 'cat-childcare', -460, 5),
  d('CANTINE SCOLAIRE', 'cat-school', -68, 10, 1, 1, 0.2),
  d('CONSERVATOIRE MUSIQUE', 'cat-kids-activities', -145, 8, 3, 1),
  d('RAIL CO', 'cat-transport', -45, 18),
  d('BIKE SHARE', 'cat-transport', -39, 2, 12, 4),
  d('BANQUE COTISATION CARTE', 'cat-household', -4.5, 3),
  // Groceries.
  c('MARKET FRESH', 'cat-groceries', 25, 120, 30),
  c('SUPERMARCHE CENTRAL', 'cat-groceries', 30, 160, 20),
  c('BIO COOP VERTE', 'cat-groceries', 10, 60, 8),
  c('EPICERIE DU COIN', 'cat-groceries', 3, 25, 10, 'checking'),
  c('BOULANGERIE DU PORT', 'cat-groceries', 2, 15, 40, 'checking'),
  c('PRIMEUR DES HALLES', 'cat-groceries', 8, 35, 6),
  c('FROMAGERIE ALPINE', 'cat-groceries', 10, 40, 3),
  c('BOUCHERIE CENTRALE', 'cat-groceries', 12, 50, 4),
  c('DRIVE EXPRESS', 'cat-groceries', 40, 180, 6, 'card'),
  c('MARCHE BIO', 'cat-groceries', 10, 40, 4, 'checking'),
  // Restaurants and cafés.
  c('CHEZ LUCIE', 'cat-restaurants', 20, 90, 6),
  c('SUSHI GO', 'cat-restaurants', 15, 60, 5),
  c('PIZZA NAPOLI', 'cat-restaurants', 15, 50, 5),
  c('BURGER TOWN', 'cat-restaurants', 8, 30, 6),
  c('CAFE DE LA GARE', 'cat-restaurants', 2, 8, 15, 'checking'),
  c('LE BISTROT', 'cat-restaurants', 25, 80, 4),
  c('TAQUERIA SOL', 'cat-restaurants', 12, 35, 3),
  c('THAI ORCHID', 'cat-restaurants', 15, 45, 3),
  c('BRASSERIE DU MARCHE', 'cat-restaurants', 20, 70, 3),
  c('KEBAB ISTANBUL', 'cat-restaurants', 7, 18, 4, 'checking'),
  c('CREPERIE BRETONNE', 'cat-restaurants', 12, 40, 2),
  c('COFFEE LAB', 'cat-restaurants', 3, 7, 12, 'checking'),
  c('FAST WOK', 'cat-restaurants', 9, 25, 3),
  c('LA CANTINA', 'cat-restaurants', 18, 55, 2),
  // Transport and fuel.
  c('METRO TICKETS', 'cat-transport', 1.9, 16, 20, 'checking'),
  c('TAXI PLUS', 'cat-transport', 12, 45, 2, 'card'),
  c('PARKING CENTRE', 'cat-transport', 2, 15, 8, 'checking'),
  c('PEAGE AUTOROUTE', 'cat-transport', 3, 25, 4, 'card'),
  c('VTC RIDE', 'cat-transport', 9, 35, 3, 'card'),
  c('STATION VELO', 'cat-transport', 1, 5, 2, 'checking'),
  c('CARBU OUEST', 'cat-fuel', 40, 85, 8),
  c('STATION DU LAC', 'cat-fuel', 35, 80, 5),
  c('ESSENCE EXPRESS', 'cat-fuel', 30, 75, 4),
  // Household, pharmacy and health.
  c('BRICOMAX', 'cat-household', 8, 150, 4),
  c('MAISON PLUS', 'cat-household', 10, 90, 3),
  c('LAVERIE DU CENTRE', 'cat-household', 4, 12, 3, 'checking'),
  c('QUINCAILLERIE DUPONT', 'cat-household', 5, 40, 2, 'checking'),
  c('DROGUERIE MODERNE', 'cat-household', 4, 30, 3),
  c('MEGA STORE ONLINE', 'cat-household', 5, 150, 5, 'card'),
  c('MARKETPLACE EXPRESS', 'cat-household', 5, 120, 4, 'card'),
  c('ELECTRO DEPOT', 'cat-household', 30, 600, 0.5, 'card'),
  c('PHARMACIE DU PARC', 'cat-pharmacy', 4, 45, 6),
  c('PHARMACIE CENTRALE', 'cat-pharmacy', 5, 60, 3),
  c('OPTIQUE VISION', 'cat-health', 80, 350, 0.3, 'card'),
  c('CABINET DR MARTIN', 'cat-health', 25, 60, 1, 'checking'),
  c('LABO ANALYSES', 'cat-health', 15, 80, 0.4),
  c('DENTISTE SOURIRE', 'cat-health', 30, 250, 0.5),
  // Family.
  c('BABY SITTING SERVICES', 'cat-childcare', 30, 80, 1, 'checking'),
  c('PAPETERIE SCOLAIRE', 'cat-school', 4, 60, 1.5),
  c('PARC AVENTURE', 'cat-kids-activities', 20, 80, 0.8),
  c('ZOO DE LA VALLEE', 'cat-kids-activities', 30, 90, 0.4),
  c('LUDOTHEQUE', 'cat-kids-activities', 3, 12, 1, 'checking'),
  c('MODE CITY', 'cat-clothing', 20, 120, 2),
  c('KIDS STYLE', 'cat-clothing', 12, 60, 2),
  c('CHAUSSURES PIED', 'cat-clothing', 40, 110, 1),
  c('SPORT HALL', 'cat-clothing', 15, 130, 2),
  c('FLEURS DE LYS', 'cat-gifts', 15, 60, 1.5),
  c('GIFT CORNER', 'cat-gifts', 10, 80, 1.5),
  // Fun.
  c('CINEMA LUMIERE', 'cat-going-out', 9, 30, 4),
  c('THEATRE ROYAL', 'cat-going-out', 25, 90, 0.8),
  c('BAR LE PHARE', 'cat-going-out', 6, 40, 4),
  c('BOWLING STAR', 'cat-going-out', 15, 45, 1),
  c('CONCERT HALL TICKETS', 'cat-going-out', 35, 120, 0.5, 'card'),
  c('ART SUPPLIES CO', 'cat-hobbies', 6, 60, 1.5),
  c('JARDINERIE VERTE', 'cat-hobbies', 8, 90, 2),
  c('PHOTO LAB', 'cat-hobbies', 10, 80, 0.7),
  c('CRAFT WORLD', 'cat-hobbies', 5, 40, 1),
  c('LIBRAIRIE DES ARTS', 'cat-books', 8, 40, 3),
  c('PAGE TURNER BOOKS', 'cat-books', 8, 35, 2),
  c('EBOOK STORE', 'cat-books', 3, 15, 2, 'card'),
  c('GAME STATION', 'cat-hobbies', 10, 70, 1.5),
  c('PIXEL STORE', 'cat-hobbies', 2, 60, 2, 'card'),
  c('APP STORE', 'cat-software', 0.99, 15, 2, 'card'),
  c('DECA SPORTS', 'cat-sports', 10, 150, 2),
  c('PISCINE MUNICIPALE', 'cat-sports', 3, 15, 3, 'checking'),
  c('CLIMBING WALL', 'cat-sports', 12, 18, 1.5),
  // Travel, home repairs, Christmas.
  c('CAMPING DES PINS', 'cat-holidays', 80, 600, 0.3, 'card'),
  c('SKI PASS ALPES', 'cat-holidays', 120, 450, 0.2, 'card'),
  c('MUSEE NATIONAL', 'cat-holidays', 10, 40, 0.6),
  c('HOTEL DU LAC', 'cat-hotels', 90, 400, 0.4, 'card'),
  c('HOTEL CENTRAL PARIS', 'cat-hotels', 110, 450, 0.3, 'card'),
  c('GITE DES COLLINES', 'cat-hotels', 200, 700, 0.2, 'card'),
  c('SKYWING AIRLINES', 'cat-flights', 80, 700, 0.3, 'card'),
  c('BLUEJET', 'cat-flights', 40, 300, 0.3, 'card'),
  c('RENT A CAR', 'cat-car-rental', 60, 400, 0.3, 'card'),
  c('AUTO LOC', 'cat-car-rental', 50, 300, 0.2, 'card'),
  c('PLOMBERIE RAPIDE', 'cat-home-repairs', 80, 450, 0.3, 'checking'),
  c('ELECTRICIEN PRO', 'cat-home-repairs', 90, 500, 0.2, 'checking'),
  c('VITRERIE CLAIR', 'cat-home-repairs', 60, 300, 0.1, 'checking'),
  c('JOUETS MAGIQUES', 'cat-christmas', 15, 120, 0.6, 'card'),
  c('TELCO SHOP', 'cat-phone', 20, 400, 0.2, 'card'),
];

/** The debit and credit cards' masked numbers, as banks print them. */
const CARDS = ['525130******1', '525130******7', '497671******3'];

const digits = (rng: Rng, count: number) => String(rng.int(10 ** (count - 1), 10 ** count - 1));

/** The bank label of one payment to `merchant` on `date` (YYYY-MM-DD): a new variant every time. */
export function bankLabel(merchant: Merchant, date: string, rng: Rng): string {
  const [yyyy, mm, dd] = [date.slice(0, 4), date.slice(5, 7), date.slice(8, 10)];
  const yy = yyyy.slice(2);
  const name = merchant.name;
  if (merchant.kind === 'debit' && merchant.amount > 0) {
    const ref = digits(rng, rng.int(6, 11));
    return rng.pick([
      `VIR SEPA ${name} ${ref}`,
      `VIREMENT ${name} ${dd}/${mm}`,
      `VIR INST ${name} ${ref}`,
      `VIR ${name} ${dd}/${mm}/${yy} ${ref}`,
    ]);
  }
  if (merchant.kind === 'debit') {
    const ref = digits(rng, rng.int(7, 12));
    return rng.pick([
      `PRLV SEPA ${name} ${ref}`,
      `PRLV SEPA ${name} ${ref} ${dd}/${mm}/${yy}`,
      `PRLV ${name} ${ref}`,
      `PRLV SEPA ${name} ${dd}/${mm}/${yyyy}`,
    ]);
  }
  const card = rng.pick(CARDS);
  return rng.pick([
    `CB ${name} FACT ${dd}${mm}${yy} ${card}`,
    `CB ${name} FACT ${dd}${mm}${yy} ${card}`,
    `CB ${name} ${dd}/${mm} ${card}`,
    `CARTE ${name} ${dd}/${mm}/${yy}`,
    `CB ${name} ${dd}/${mm}/${yyyy} ${card}`,
  ]);
}
