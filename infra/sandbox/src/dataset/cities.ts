import type { LatLon } from './geo';

/** A city the data set covers: the spec's four suggested discovery locations (product spec §2). */
export interface City {
  slug: string;
  name: string;
  /** Two-letter state code, as Yelp's location.state. */
  state: string;
  stateName: string;
  centre: LatLon;
  timeZone: string;
  areaCode: string;
  zipCodes: readonly string[];
  streets: readonly string[];
  /** Businesses are spread up to this far from the centre. */
  spreadMetres: number;
  /** Compass bearings (degrees) that stay on land, e.g. Chicago excludes Lake Michigan. */
  landBearings: readonly [number, number];
}

export const CITIES: readonly City[] = [
  {
    slug: 'boise',
    name: 'Boise',
    state: 'ID',
    stateName: 'Idaho',
    centre: { latitude: 43.615, longitude: -116.2023 },
    timeZone: 'America/Boise',
    areaCode: '208',
    zipCodes: ['83702', '83703', '83704', '83705', '83706', '83709', '83712'],
    streets: [
      'Main St',
      'Idaho St',
      'Bannock St',
      'Broadway Ave',
      'Capitol Blvd',
      'Fairview Ave',
      'Overland Rd',
      'Vista Ave',
      'State St',
      'Front St',
      'Grove St',
      'Chinden Blvd',
      'Orchard St',
      'Warm Springs Ave',
    ],
    spreadMetres: 8000,
    landBearings: [0, 360],
  },
  {
    slug: 'new-york',
    name: 'New York',
    state: 'NY',
    stateName: 'New York',
    centre: { latitude: 40.7128, longitude: -74.006 },
    timeZone: 'America/New_York',
    areaCode: '212',
    zipCodes: ['10001', '10002', '10003', '10007', '10011', '10012', '10013', '10014', '10016'],
    streets: [
      'Broadway',
      'Canal St',
      'Houston St',
      'Bleecker St',
      'Mulberry St',
      'Spring St',
      'Lafayette St',
      '2nd Ave',
      '1st Ave',
      'W 14th St',
      'Hudson St',
      'Greenwich St',
      'Delancey St',
      'Bowery',
      'Park Ave S',
    ],
    spreadMetres: 6000,
    landBearings: [330, 420],
  },
  {
    slug: 'san-francisco',
    name: 'San Francisco',
    state: 'CA',
    stateName: 'California',
    centre: { latitude: 37.7749, longitude: -122.4194 },
    timeZone: 'America/Los_Angeles',
    areaCode: '415',
    zipCodes: ['94102', '94103', '94107', '94109', '94110', '94114', '94117', '94118', '94122'],
    streets: [
      'Market St',
      'Mission St',
      'Valencia St',
      'Castro St',
      'Divisadero St',
      'Fillmore St',
      'Geary Blvd',
      'Irving St',
      'Clement St',
      'Polk St',
      'Columbus Ave',
      'Haight St',
      'Folsom St',
      '24th St',
      'Grant Ave',
    ],
    spreadMetres: 5000,
    landBearings: [0, 360],
  },
  {
    slug: 'chicago',
    name: 'Chicago',
    state: 'IL',
    stateName: 'Illinois',
    centre: { latitude: 41.8781, longitude: -87.6298 },
    timeZone: 'America/Chicago',
    areaCode: '312',
    zipCodes: ['60601', '60602', '60603', '60605', '60607', '60610', '60611', '60614', '60622'],
    streets: [
      'N Michigan Ave',
      'W Randolph St',
      'N Clark St',
      'W Division St',
      'N Milwaukee Ave',
      'W Madison St',
      'S State St',
      'N Halsted St',
      'W Armitage Ave',
      'N Wells St',
      'W Chicago Ave',
      'W Fulton Market',
      'S Wabash Ave',
      'W Taylor St',
    ],
    spreadMetres: 8000,
    landBearings: [180, 360],
  },
];
