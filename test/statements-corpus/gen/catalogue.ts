// The household's merchants, bills and income, per country: the raw name the bank prints, the plainer name some
// apps show, and the name the person uses in YNAB. Invented names in each country's style; prices in that
// country's currency units.

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

const s = (raw: string, display: string, nick: string, city: string, region: string, category: string, min: number, max: number, weight: number, tips = false): Shop => ({
  raw,
  display,
  nick,
  city,
  region,
  category,
  min,
  max,
  weight,
  ...(tips ? { tips: true as const } : {}),
});
const b = (raw: string, display: string, nick: string, amount: number, day: number, category: string, jitter = 0): Bill => ({ raw, display, nick, amount, day, jitter, category });

export const REGIONS: Record<string, Region> = {
  US: {
    code: 'US',
    currency: 'USD',
    country: 'UNITED STATES',
    shops: [
      s('STARBUCKS STORE 10482', 'Starbucks', 'Starbucks', 'SEATTLE', 'WA', 'Eating out', 3.5, 8, 14),
      s('BLUE BOTTLE COFFEE', 'Blue Bottle Coffee', 'Blue Bottle', 'SEATTLE', 'WA', 'Eating out', 4, 9, 6),
      s('WHOLEFDS WFM 10233', 'Whole Foods Market', 'Whole Foods', 'SEATTLE', 'WA', 'Groceries', 18, 140, 10),
      s("TRADER JOE'S #131", "Trader Joe's", "Trader Joe's", 'SEATTLE', 'WA', 'Groceries', 15, 95, 9),
      s('SAFEWAY #1842', 'Safeway', 'Safeway', 'BELLEVUE', 'WA', 'Groceries', 10, 80, 6),
      s('SHELL OIL 57444103', 'Shell', 'Gas', 'SEATTLE', 'WA', 'Transport', 30, 70, 5),
      s('CHEVRON 0209837', 'Chevron', 'Gas', 'RENTON', 'WA', 'Transport', 28, 65, 3),
      s('AMAZON MKTPL*RT4XY', 'Amazon', 'Amazon', 'AMZN.COM/BILL', 'WA', 'Shopping', 6, 150, 8),
      s('TARGET 00021436', 'Target', 'Target', 'SEATTLE', 'WA', 'Shopping', 10, 120, 5),
      s('WALGREENS #4471', 'Walgreens', 'Pharmacy', 'SEATTLE', 'WA', 'General', 5, 40, 3),
      s('UBER *TRIP', 'Uber', 'Uber', 'HELP.UBER.COM', 'CA', 'Transport', 8, 35, 5),
      s('CHIPOTLE 1432', 'Chipotle', 'Chipotle', 'SEATTLE', 'WA', 'Eating out', 10, 16, 5),
      s('THE PINK DOOR', 'The Pink Door', 'Pink Door', 'SEATTLE', 'WA', 'Eating out', 35, 120, 2, true),
      s('IVARS ACRES OF CLAMS', "Ivar's", "Ivar's", 'SEATTLE', 'WA', 'Eating out', 25, 90, 2, true),
      s('REI #11 SEATTLE', 'REI', 'REI', 'SEATTLE', 'WA', 'Shopping', 20, 200, 1),
      s('SEATTLE PARKING METER', 'City of Seattle', 'Parking', 'SEATTLE', 'WA', 'Transport', 2, 12, 3),
    ],
    bills: [
      b('COMCAST', 'Comcast', 'Internet', -89.99, 21, 'Bills'),
      b('PUGET SOUND ENERGY', 'Puget Sound Energy', 'Electricity', -84, 14, 'Bills', 0.2),
      b('VERIZON WIRELESS', 'Verizon', 'Phone', -75, 23, 'Bills'),
      b('NETFLIX.COM', 'Netflix', 'Netflix', -15.49, 9, 'Entertainment'),
      b('SPOTIFY USA', 'Spotify', 'Spotify', -11.99, 3, 'Entertainment'),
      b('GEICO', 'GEICO', 'Car insurance', -112.3, 6, 'Bills'),
    ],
    salary: { raw: 'ACME CORP', display: 'Acme Corp', nick: 'Paycheck', amount: 2450, day: 15 },
    savings: { raw: 'SAV 4521', display: 'Savings' },
    atm: { city: 'PIKE ST SEATTLE', region: 'WA', display: 'ATM', amounts: [60, 100, 200] },
    fee: { raw: 'MONTHLY MAINTENANCE FEE', amount: -12 },
    abroad: {
      currency: 'GBP',
      country: 'UNITED KINGDOM',
      rate: 1.2716,
      shops: [
        s('PRET A MANGER', 'Pret A Manger', 'Pret', 'LONDON', 'GB', 'Eating out', 5, 14, 1),
        s('TFL TRAVEL CH', 'Transport for London', 'Tube', 'TFL.GOV.UK/CP', 'GB', 'Transport', 3, 12, 1),
        s('DISHOOM COVENT GARDEN', 'Dishoom', 'Dishoom', 'LONDON', 'GB', 'Eating out', 30, 80, 1),
      ],
    },
  },
  FR: {
    code: 'FR',
    currency: 'EUR',
    country: 'FRA',
    shops: [
      s('CARREFOUR MARKET', 'Carrefour Market', 'Carrefour', 'LYON', '', 'Groceries', 12, 120, 10),
      s('MONOPRIX', 'Monoprix', 'Monoprix', 'LYON', '', 'Groceries', 6, 70, 8),
      s('BOULANGERIE PAUL', 'Paul', 'Boulangerie', 'LYON', '', 'Groceries', 2, 12, 12),
      s('FRANPRIX 5021', 'Franprix', 'Franprix', 'LYON', '', 'Groceries', 4, 40, 5),
      s('PICARD SURGELES', 'Picard', 'Picard', 'LYON', '', 'Groceries', 10, 60, 3),
      s('SNCF INTERNET', 'SNCF', 'Train', 'PARIS', '', 'Transport', 15, 120, 2),
      s('TCL AGENCE', 'TCL', 'Métro', 'LYON', '', 'Transport', 1.9, 20, 4),
      s('TOTALENERGIES RELAIS', 'TotalEnergies', 'Essence', 'VILLEURBANNE', '', 'Transport', 35, 80, 3),
      s('FNAC BELLECOUR', 'Fnac', 'Fnac', 'LYON', '', 'Shopping', 10, 150, 2),
      s('DECATHLON', 'Decathlon', 'Decathlon', 'LYON', '', 'Shopping', 8, 120, 2),
      s('PHARMACIE DU PARC', 'Pharmacie du Parc', 'Pharmacie', 'LYON', '', 'General', 4, 45, 3),
      s('CAFE DES JACOBINS', 'Café des Jacobins', 'Café', 'LYON', '', 'Eating out', 2, 9, 6),
      s('BRASSERIE GEORGES', 'Brasserie Georges', 'Brasserie Georges', 'LYON', '', 'Eating out', 30, 95, 2, true),
      s('LE BOUCHON DES FILLES', 'Le Bouchon des Filles', 'Bouchon', 'LYON', '', 'Eating out', 28, 80, 1, true),
    ],
    bills: [
      b('EDF CLIENTS PARTICULIERS', 'EDF', 'Electricité', -64.2, 12, 'Bills', 0.15),
      b('FREE MOBILE', 'Free Mobile', 'Téléphone', -19.99, 5, 'Bills'),
      b('ORANGE SA', 'Orange', 'Internet', -39.99, 21, 'Bills'),
      b('MAIF ASSURANCE', 'MAIF', 'Assurance', -48.7, 8, 'Bills'),
      b('NETFLIX.COM', 'Netflix', 'Netflix', -13.49, 15, 'Entertainment'),
      b('SCI LES TILLEULS LOYER', 'SCI Les Tilleuls', 'Loyer', -890, 3, 'Bills'),
    ],
    salary: { raw: 'ACME FRANCE SALAIRE', display: 'Acme France', nick: 'Salaire', amount: 2380, day: 28 },
    savings: { raw: 'LIVRET A', display: 'Livret A' },
    atm: { city: 'LYON BELLECOUR', region: '', display: 'Retrait', amounts: [40, 50, 60, 100] },
    fee: { raw: 'OFFRE GLOBULE VERT', amount: -2.9 },
    abroad: {
      currency: 'CHF',
      country: 'CHE',
      rate: 1.0642,
      shops: [
        s('COOP GENEVE', 'Coop', 'Coop', 'GENEVE', '', 'Groceries', 10, 60, 1),
        s('CFF GENEVE', 'CFF', 'Train', 'GENEVE', '', 'Transport', 10, 40, 1),
      ],
    },
  },
  UK: {
    code: 'UK',
    currency: 'GBP',
    country: 'GBR',
    shops: [
      s('TESCO STORES 2156', 'Tesco', 'Tesco', 'LONDON', '', 'Groceries', 5, 90, 10),
      s("SAINSBURY'S S/MKTS", "Sainsbury's", "Sainsbury's", 'LONDON', '', 'Groceries', 8, 85, 8),
      s('PRET A MANGER', 'Pret A Manger', 'Pret', 'LONDON', '', 'Eating out', 3, 12, 10),
      s('COSTA COFFEE 43012', 'Costa Coffee', 'Costa', 'LONDON', '', 'Eating out', 2.5, 7, 7),
      s('GREGGS PLC', 'Greggs', 'Greggs', 'LONDON', '', 'Eating out', 1.5, 7, 6),
      s('TFL TRAVEL CH', 'Transport for London', 'TfL', 'TFL.GOV.UK/CP', '', 'Transport', 1.75, 14, 9),
      s('BOOTS 1102', 'Boots', 'Boots', 'LONDON', '', 'General', 3, 30, 3),
      s('AMAZON.CO.UK*MK1RT', 'Amazon', 'Amazon', 'AMAZON.CO.UK', '', 'Shopping', 5, 80, 4),
      s('DELIVEROO', 'Deliveroo', 'Deliveroo', 'LONDON', '', 'Eating out', 12, 40, 3),
      s('DISHOOM SHOREDITCH', 'Dishoom', 'Dishoom', 'LONDON', '', 'Eating out', 30, 90, 1, true),
      s('THE IVY CHELSEA GARDEN', 'The Ivy', 'The Ivy', 'LONDON', '', 'Eating out', 45, 140, 1, true),
    ],
    bills: [
      b('OCTOPUS ENERGY', 'Octopus Energy', 'Energy', -78, 12, 'Bills', 0.1),
      b('THAMES WATER', 'Thames Water', 'Water', -34.5, 18, 'Bills'),
      b('LB CAMDEN COUNCIL TAX', 'Camden Council', 'Council tax', -142, 1, 'Bills'),
      b('EE LIMITED', 'EE', 'Phone', -22, 24, 'Bills'),
      b('SPOTIFY', 'Spotify', 'Spotify', -11.99, 7, 'Entertainment'),
    ],
    salary: { raw: 'ACME UK LTD', display: 'Acme UK Ltd', nick: 'Salary', amount: 2210, day: 25 },
    savings: { raw: 'SAVINGS POT', display: 'Savings' },
    atm: { city: 'LONDON', region: '', display: 'Cash machine', amounts: [20, 30, 50] },
    abroad: {
      currency: 'EUR',
      country: 'FRA',
      rate: 0.8563,
      shops: [
        s('CARREFOUR CITY', 'Carrefour City', 'Carrefour', 'PARIS', '', 'Groceries', 5, 40, 1),
        s('RATP', 'RATP', 'Metro', 'PARIS', '', 'Transport', 2, 20, 1),
        s('LE RELAIS DE L ENTRECOTE', "Le Relais de l'Entrecôte", 'Entrecote', 'PARIS', '', 'Eating out', 30, 90, 1),
      ],
    },
  },
  AU: {
    code: 'AU',
    currency: 'AUD',
    country: 'AUS',
    shops: [
      s('WOOLWORTHS 1234', 'Woolworths', 'Woolies', 'SYDNEY', 'NS', 'Groceries', 8, 140, 10),
      s('COLES 0742', 'Coles', 'Coles', 'SYDNEY', 'NS', 'Groceries', 6, 120, 8),
      s('ALDI STORES - SYDNEY', 'Aldi', 'Aldi', 'SYDNEY', 'NS', 'Groceries', 10, 90, 4),
      s('TRANSPORTFORNSW OPAL', 'Transport for NSW', 'Opal', 'CHIPPENDALE', 'NS', 'Transport', 2.5, 15, 8),
      s('7-ELEVEN 2143', '7-Eleven', '7-Eleven', 'SURRY HILLS', 'NS', 'General', 2, 30, 5),
      s('BUNNINGS 452000', 'Bunnings', 'Bunnings', 'ALEXANDRIA', 'NS', 'Shopping', 10, 180, 2),
      s('KMART 1021', 'Kmart', 'Kmart', 'SYDNEY', 'NS', 'Shopping', 5, 90, 3),
      s('SPEEDY COFFEE', 'Speedy Coffee', 'Coffee', 'SYDNEY', 'NS', 'Eating out', 4, 9, 8),
      s('MR WONG', 'Mr Wong', 'Mr Wong', 'SYDNEY', 'NS', 'Eating out', 45, 160, 1, true),
      s('BP CONNECT ROZELLE', 'BP', 'Fuel', 'ROZELLE', 'NS', 'Transport', 40, 90, 3),
    ],
    bills: [
      b('TELSTRA', 'Telstra', 'Phone', -65, 20, 'Bills'),
      b('ORIGIN ENERGY', 'Origin Energy', 'Power', -120, 11, 'Bills', 0.15),
      b('NETFLIX', 'Netflix', 'Netflix', -18.99, 4, 'Entertainment'),
      b('RAY WHITE RENT', 'Ray White', 'Rent', -2400, 1, 'Bills'),
    ],
    salary: { raw: 'ACME PTY LTD SALARY', display: 'Acme Pty Ltd', nick: 'Salary', amount: 3850, day: 14 },
    savings: { raw: 'NETBANK SAVER', display: 'NetBank Saver' },
    atm: { city: 'CENTRAL STN', region: 'NSW', display: 'ATM', amounts: [50, 100, 200] },
    fee: { raw: 'Account Fee', amount: -4 },
    abroad: { currency: 'NZD', country: 'NZL', rate: 0.9124, shops: [s('COUNTDOWN AUCKLAND', 'Countdown', 'Countdown', 'AUCKLAND', '', 'Groceries', 10, 60, 1)] },
  },
  CA: {
    code: 'CA',
    currency: 'CAD',
    country: 'CANADA',
    shops: [
      s('TIM HORTONS #2143', 'Tim Hortons', 'Tim Hortons', 'TORONTO', 'ON', 'Eating out', 2, 9, 12),
      s('LOBLAWS 1032', 'Loblaws', 'Loblaws', 'TORONTO', 'ON', 'Groceries', 12, 150, 8),
      s('METRO 583', 'Metro', 'Metro', 'TORONTO', 'ON', 'Groceries', 8, 90, 6),
      s('SHOPPERS DRUG MART #0811', 'Shoppers Drug Mart', 'Shoppers', 'TORONTO', 'ON', 'General', 5, 60, 4),
      s('CANADIAN TIRE #142', 'Canadian Tire', 'Canadian Tire', 'TORONTO', 'ON', 'Shopping', 10, 150, 2),
      s('PRESTO FARE/L9Q2X', 'Presto', 'Presto', 'TORONTO', 'ON', 'Transport', 3.3, 3.3, 8),
      s('PETRO-CANADA 84021', 'Petro-Canada', 'Gas', 'TORONTO', 'ON', 'Transport', 40, 90, 3),
      s('DOLLARAMA #1200', 'Dollarama', 'Dollarama', 'TORONTO', 'ON', 'Shopping', 3, 30, 4),
      s('CANOE RESTAURANT', 'Canoe', 'Canoe', 'TORONTO', 'ON', 'Eating out', 60, 220, 1, true),
      s('PAI NORTHERN THAI', 'Pai', 'Pai', 'TORONTO', 'ON', 'Eating out', 25, 80, 2, true),
    ],
    bills: [
      b('ROGERS', 'Rogers', 'Phone', -85, 18, 'Bills'),
      b('TORONTO HYDRO', 'Toronto Hydro', 'Hydro', -96, 9, 'Bills', 0.2),
      b('BELL CANADA', 'Bell', 'Internet', -70, 22, 'Bills'),
      b('NETFLIX', 'Netflix', 'Netflix', -16.49, 5, 'Entertainment'),
    ],
    salary: { raw: 'ACME CANADA INC', display: 'Acme Canada', nick: 'Pay', amount: 2890, day: 15 },
    savings: { raw: 'SAVINGS 4521', display: 'Savings' },
    atm: { city: 'KING ST W', region: 'ON', display: 'ATM', amounts: [60, 100, 120] },
    fee: { raw: 'MONTHLY FEE', amount: -10.95 },
    abroad: { currency: 'USD', country: 'UNITED STATES', rate: 1.3612, shops: [s('WALMART SUPERCENTER', 'Walmart', 'Walmart', 'BUFFALO', 'NY', 'Shopping', 10, 90, 1)] },
  },
  EU: {
    code: 'EU',
    currency: 'EUR',
    country: 'NLD',
    shops: [
      s('LIDL', 'Lidl', 'Lidl', 'AMSTERDAM', '', 'Groceries', 5, 70, 9),
      s('ALBERT HEIJN 1403', 'Albert Heijn', 'AH', 'AMSTERDAM', '', 'Groceries', 4, 60, 10),
      s('BOLT.EU', 'Bolt', 'Bolt', 'TALLINN', '', 'Transport', 6, 25, 4),
      s('NS GROEP IZ REIZIGERS', 'NS', 'Train', 'UTRECHT', '', 'Transport', 3, 30, 5),
      s('ZARA', 'Zara', 'Zara', 'AMSTERDAM', '', 'Shopping', 20, 90, 2),
      s('COFFEECOMPANY', 'Coffeecompany', 'Coffee', 'AMSTERDAM', '', 'Eating out', 2.8, 7, 8),
      s('DE KAS', 'De Kas', 'De Kas', 'AMSTERDAM', '', 'Eating out', 40, 120, 1, true),
      s('BOL.COM', 'bol.com', 'bol', 'UTRECHT', '', 'Shopping', 8, 90, 3),
    ],
    bills: [
      b('SPOTIFY', 'Spotify', 'Spotify', -10.99, 8, 'Entertainment'),
      b('VODAFONE', 'Vodafone', 'Phone', -25, 19, 'Bills'),
    ],
    salary: { raw: 'ACME BV', display: 'Acme BV', nick: 'Top-up', amount: 900, day: 1 },
    savings: { raw: 'SAVINGS VAULT', display: 'Savings vault' },
    atm: { city: 'AMSTERDAM', region: '', display: 'Euronet', amounts: [50, 100] },
    abroad: {
      currency: 'USD',
      country: 'USA',
      rate: 0.9187,
      shops: [
        s('SHAKE SHACK', 'Shake Shack', 'Shake Shack', 'NEW YORK', 'NY', 'Eating out', 15, 45, 1),
        s('MTA NYCT PAYGO', 'MTA', 'Subway', 'NEW YORK', 'NY', 'Transport', 2.9, 2.9, 1),
        s('DUANE READE', 'Duane Reade', 'Pharmacy', 'NEW YORK', 'NY', 'General', 5, 30, 1),
      ],
    },
  },
  DE: {
    code: 'DE',
    currency: 'EUR',
    country: 'DEU',
    shops: [
      s('REWE SAGT DANKE 4412', 'REWE', 'Rewe', 'BERLIN', '', 'Groceries', 6, 90, 10),
      s('EDEKA CENTER', 'EDEKA', 'Edeka', 'BERLIN', '', 'Groceries', 5, 70, 6),
      s('ALDI SUED', 'ALDI SÜD', 'Aldi', 'BERLIN', '', 'Groceries', 5, 60, 6),
      s('DM-DROGERIE MARKT', 'dm', 'dm', 'BERLIN', '', 'General', 3, 40, 5),
      s('DB VERTRIEB GMBH', 'Deutsche Bahn', 'Bahn', 'FRANKFURT', '', 'Transport', 9, 120, 3),
      s('BVG BERLINER VERKEHRSBETRIEBE', 'BVG', 'BVG', 'BERLIN', '', 'Transport', 3.5, 49, 5),
      s('BACKWERK', 'BackWerk', 'Bäcker', 'BERLIN', '', 'Eating out', 2, 9, 8),
      s('SHELL DEUTSCHLAND', 'Shell', 'Tanken', 'BERLIN', '', 'Transport', 40, 85, 3),
      s('RESTAURANT NOLA', 'Nola', 'Nola', 'BERLIN', '', 'Eating out', 30, 90, 1, true),
    ],
    bills: [
      b('VATTENFALL EUROPE SALES GMBH', 'Vattenfall', 'Strom', -72, 15, 'Bills', 0.1),
      b('TELEKOM DEUTSCHLAND GMBH', 'Telekom', 'Telefon', -39.95, 4, 'Bills'),
      b('WOHNUNGSBAU GMBH MIETE', 'Wohnungsbau GmbH', 'Miete', -1150, 1, 'Bills'),
      b('NETFLIX INTERNATIONAL B.V.', 'Netflix', 'Netflix', -13.99, 20, 'Entertainment'),
    ],
    salary: { raw: 'ACME GMBH GEHALT', display: 'ACME GmbH', nick: 'Gehalt', amount: 3120, day: 30 },
    savings: { raw: 'TAGESGELD', display: 'Tagesgeld' },
    atm: { city: 'BERLIN', region: '', display: 'Geldautomat', amounts: [50, 100, 200] },
    abroad: { currency: 'PLN', country: 'POL', rate: 0.2341, shops: [s('ZABKA', 'Żabka', 'Zabka', 'SZCZECIN', '', 'Groceries', 10, 80, 1)] },
  },
};
