import type { MapOutline } from '../map/geo';

/**
 * A SCHEMATIC outline of Polk County for the keyless map: a few lakes and the main roads, drawn
 * by hand from approximate coordinates (offline, without survey data), so expect about 2 km of
 * error. It is decoration for orientation at the county zooms (OUTLINE_MAX_ZOOM), never a guide
 * to a street or a shore, and the map says so under it. Its own chunk: only keyless maps load it.
 * Points are [latitude, longitude].
 */
export const POLK_COUNTY_OUTLINE: MapOutline = {
  lakes: [
    // Lake Parker, north-east of downtown Lakeland.
    [
      [28.085, -81.928],
      [28.08, -81.91],
      [28.066, -81.903],
      [28.05, -81.907],
      [28.044, -81.92],
      [28.05, -81.934],
      [28.066, -81.937],
      [28.078, -81.935],
    ],
    // Lake Hollingsworth, south of downtown Lakeland.
    [
      [28.026, -81.948],
      [28.024, -81.936],
      [28.016, -81.934],
      [28.012, -81.943],
      [28.017, -81.951],
    ],
    // Lake Hancock, between Highland City, Eagle Lake and Bartow.
    [
      [28.008, -81.85],
      [28.004, -81.822],
      [27.985, -81.808],
      [27.962, -81.818],
      [27.954, -81.842],
      [27.962, -81.868],
      [27.985, -81.875],
      [28.0, -81.866],
    ],
    // Lake Howard, by downtown Winter Haven.
    [
      [28.032, -81.748],
      [28.029, -81.738],
      [28.02, -81.737],
      [28.016, -81.746],
      [28.023, -81.753],
    ],
    // Lake Hamilton, between Winter Haven and Haines City.
    [
      [28.06, -81.662],
      [28.055, -81.642],
      [28.04, -81.638],
      [28.03, -81.65],
      [28.034, -81.668],
      [28.05, -81.672],
    ],
    // Lake Pierce, north-east of Lake Wales.
    [
      [27.99, -81.52],
      [27.985, -81.498],
      [27.967, -81.495],
      [27.958, -81.51],
      [27.965, -81.527],
      [27.98, -81.53],
    ],
    // The western shore of Lake Kissimmee, on the county's eastern edge.
    [
      [28.03, -81.255],
      [28.0, -81.29],
      [27.95, -81.3],
      [27.89, -81.28],
      [27.84, -81.24],
      [27.83, -81.2],
      [27.88, -81.17],
      [27.96, -81.175],
      [28.01, -81.205],
    ],
  ],
  roads: [
    {
      kind: 'interstate',
      shield: { text: 'I-4', at: [28.137, -81.83] },
      path: [
        [27.975, -82.44],
        [28.01, -82.25],
        [28.04, -82.14],
        [28.06, -82.04],
        [28.088, -81.955],
        [28.125, -81.86],
        [28.16, -81.77],
        [28.19, -81.69],
        [28.215, -81.65],
        [28.27, -81.56],
        [28.34, -81.48],
        [28.42, -81.41],
      ],
    },
    {
      kind: 'highway',
      shield: { text: 'US 27', at: [28.0, -81.617] },
      path: [
        [28.55, -81.77],
        [28.3, -81.67],
        [28.215, -81.648],
        [28.112, -81.612],
        [28.03, -81.62],
        [27.93, -81.6],
        [27.85, -81.575],
        [27.745, -81.533],
        [27.6, -81.51],
        [27.45, -81.45],
      ],
    },
    {
      kind: 'highway',
      shield: { text: 'US 98', at: [27.83, -81.818] },
      path: [
        [28.36, -82.19],
        [28.2, -82.02],
        [28.09, -81.958],
        [28.045, -81.952],
        [27.965, -81.88],
        [27.896, -81.843],
        [27.752, -81.8],
      ],
    },
    {
      kind: 'highway',
      shield: { text: 'SR 60', at: [27.899, -81.72] },
      path: [
        [27.94, -82.29],
        [27.9, -82.09],
        [27.895, -81.975],
        [27.896, -81.843],
        [27.905, -81.6],
        [27.88, -81.48],
        [27.79, -81.2],
        [27.7, -80.9],
      ],
    },
    {
      // The Polk Parkway (SR 570), around the south and east of Lakeland.
      kind: 'highway',
      path: [
        [28.06, -82.04],
        [28.02, -82.05],
        [27.99, -82.025],
        [27.97, -81.985],
        [27.968, -81.945],
        [27.98, -81.905],
        [28.0, -81.86],
        [28.03, -81.83],
        [28.065, -81.825],
        [28.1, -81.835],
        [28.13, -81.852],
      ],
    },
  ],
};
