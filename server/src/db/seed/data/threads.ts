import type { SeedThread } from './types';

/**
 * Embroidery thread catalogue (≈330 colours): Pantone-like code, English name and hex, grouped by
 * hue family in shelf order. Ids are sequential numeric strings from 1001, shelf positions run
 * 1A…1J, 2A…; gold and silver metallic threads have the ids 'Oro' and 'Plata'.
 */
const TABLE = `
11-0601 TCX|Bright White|FFFFFF
11-0602 TCX|Snow White|F2F0EB
7541 C|Pearl White|D9E1E2
7499 C|Cream|F1E6B2
7527 C|Parchment|D6D2C4
100 C|Pale Lemon|F6EB61
102 C|Lemon Yellow|FCE300
Yellow C|Canary Yellow|FEDD00
803 C|Fluorescent Yellow|FFE900
106 C|Light Yellow|F9E547
108 C|Bright Yellow|FEDB00
109 C|Golden Yellow|FFD100
113 C|Butter Yellow|FAE053
114 C|Daffodil|FBDD40
116 C|School Bus Yellow|FFCD00
1205 C|Pale Yellow|F8E08E
127 C|Vanilla|F3DD6D
128 C|Straw|F3D54E
7403 C|Wheat|EED484
7405 C|Sunny Yellow|F2CD00
7406 C|Golden Glow|F1C400
7548 C|Sun Yellow|FFC600
121 C|Maize|FDD26E
122 C|Sunflower|FED141
123 C|Marigold|FFC72C
1225 C|Warm Yellow|FFC845
110 C|Dark Gold|DAAA00
117 C|Old Gold|C99700
118 C|Antique Gold|AC8400
111 C|Olive Gold|AA8A00
125 C|Ochre|B58500
1235 C|Tuscan Sun|FFB81C
1245 C|Bronze Gold|C69214
1255 C|Caramel Gold|AD841F
7409 C|Harvest Gold|F0B323
134 C|Honey|FFD580
135 C|Light Amber|FFC658
136 C|Sun Gold|FFBF3F
130 C|Saffron|F2A900
131 C|Dark Saffron|CC8A00
138 C|Dark Amber|DE7C00
1365 C|Apricot|FFB25B
804 C|Fluorescent Orange|FFAA4D
143 C|Light Orange|EFAA23
144 C|Orange Peel|ED8B00
145 C|Carrot|CF7F00
151 C|Bright Orange|FF8200
152 C|Pumpkin|E57200
157 C|Light Tangerine|ECA154
158 C|Tiger Orange|E87722
1555 C|Light Peach|FFB990
1565 C|Peach|FFA06A
1575 C|Orange Sherbet|FF7F41
164 C|Cantaloupe|FF8F4B
1585 C|Flame Orange|FF6A13
165 C|Safety Orange|FF671F
Orange 021 C|Orange|FE5000
166 C|Persimmon|E35205
167 C|Terracotta|BE531C
7576 C|Mango|E27C3E
7578 C|Tangerine Dream|DC6B2F
7579 C|Fire Orange|DC582A
173 C|Paprika|CF4520
178 C|Coral Red|FF5C39
7625 C|Vermilion|E1523D
Warm Red C|Warm Red|F9423A
Red 032 C|Bright Red|EF3340
1788 C|Poppy Red|EE2737
485 C|Fire Red|DA291C
185 C|Scarlet|E4002B
7626 C|Rust Red|C63527
186 C|Cardinal Red|C8102E
199 C|Cherry Red|D50032
1935 C|Candy Apple Red|C5003E
1805 C|Barn Red|AF272F
7621 C|Signal Red|AB2328
200 C|Ruby Red|BA0C2F
187 C|Crimson|A6192E
193 C|Raspberry Red|BF0D3E
1945 C|Deep Red|A6093D
484 C|Chili Red|9A3324
7622 C|Dark Red|93272C
194 C|Cranberry|9B2743
7427 C|Ruby|97233F
7420 C|Raspberry|9B2242
1955 C|Maroon|8A1538
7623 C|Brick|8A2A2B
181 C|Rust Brown Red|81312F
1815 C|Oxblood|7C2529
195 C|Claret|782F40
7428 C|Bordeaux|6A2C3E
229 C|Black Cherry|6D2037
7421 C|Dark Wine|651D32
196 C|Blush|ECC7CD
182 C|Baby Pink|FABBCB
217 C|Petal Pink|EBBECB
203 C|Powder Pink|ECB3CB
1767 C|Salmon Pink|F9B2B7
183 C|Light Pink|FCA3B7
197 C|Rose Pink|E89CAE
210 C|Bubblegum|F99FC9
230 C|Cotton Candy|F4A6D7
190 C|Pink Carnation|F67599
204 C|Orchid Pink|E782A9
211 C|Carnation|F57EB6
231 C|Bright Rose|F277C6
1777 C|Coral Rose|F4587A
184 C|Flamingo|F65275
1785 C|Geranium|F8485E
191 C|Watermelon|EF426F
7423 C|Azalea|E06287
205 C|Hot Pink|E0457B
212 C|Bright Pink|F04E98
806 C|Fluorescent Pink|FF3EB5
213 C|Deep Pink|E31C79
206 C|Raspberry Pink|CE0037
7425 C|Cerise|B7295A
219 C|Rose|DA1884
Rhodamine Red C|Rhodamine|E10098
7424 C|Fuchsia Rose|D62598
226 C|Deep Magenta|D0006F
233 C|Fuchsia|C6007E
241 C|Orchid|AF1685
247 C|Purple Magenta|BB16A3
248 C|Violet Magenta|A51890
234 C|Dark Fuchsia|A6005F
235 C|Mulberry|8A1B61
242 C|Boysenberry|80225F
249 C|Plum|7F2875
222 C|Plum Wine|6C1D45
522 C|Heather|C5B4E3
264 C|Lavender|C1A7E2
2645 C|Soft Lilac|B4A5DA
529 C|Orchid Mist|CAA2DD
2655 C|Violet Mist|9B6DC6
265 C|Light Purple|9063CD
2665 C|Iris|7D55C7
2587 C|Violet|8246AF
7662 C|Medium Purple|6C4A8E
267 C|Purple|5F259F
2597 C|Deep Violet|5C068C
268 C|Royal Purple|582C83
269 C|Eggplant|512D6D
2607 C|Grape|500778
2617 C|Dark Grape|470A68
2627 C|Midnight Purple|3C1053
2725 C|Periwinkle|685BC7
7672 C|Blue Violet|4C4193
2726 C|Blue Iris|485CC7
2736 C|Ultramarine|1E22AA
2745 C|Midnight Indigo|250E62
2766 C|Indigo|141B4D
2768 C|Dark Indigo|071D49
281 C|Navy Blue|00205B
289 C|Midnight Navy|0C2340
288 C|Admiral Blue|002D72
287 C|Yale Blue|003087
294 C|Marine Blue|002F6C
296 C|Deep Navy|051C2C
2767 C|Oxford Blue|13294B
533 C|Slate Navy|1F2A44
534 C|Denim Navy|1B365D
Reflex Blue C|Reflex Blue|001489
Blue 072 C|Royal Blue|10069F
286 C|Bright Royal|0033A0
293 C|Cobalt|003DA5
2945 C|Imperial Blue|004C97
2935 C|Brilliant Blue|0057B8
300 C|Medium Blue|005EB8
301 C|Ocean Blue|004B87
7686 C|Lapis|1D4F91
7687 C|Dark Lapis|1D428A
7455 C|Dusk Blue|3A5DAE
2718 C|Hyacinth|5B77CC
285 C|Electric Blue|0072CE
3005 C|Cerulean|0077C8
7461 C|Bright Azure|007DBA
7462 C|Deep Azure|00558C
646 C|Denim Blue|5E8AB4
2706 C|Periwinkle Mist|CBD3EB
2707 C|Iceberg|C3D7EE
290 C|Ice Blue|B9D9EB
291 C|Carolina Blue|A7C6ED
283 C|Powder Blue|9BCBEB
545 C|Cloud Blue|C6DAE7
543 C|Misty Blue|9BB8D3
2905 C|Crystal Blue|8DC8E8
284 C|Light Blue|6CACE4
542 C|Steel Blue|7BA7BC
292 C|Cornflower Blue|69B3E7
279 C|Sky Blue|418FDE
297 C|Bright Sky|71C5E8
298 C|Blue Jay|41B6E6
299 C|Dodger Blue|00A3E0
Process Cyan C|Process Cyan|00AEEF
306 C|Cyan|00B5E2
304 C|Aqua Mist|9ADBE8
305 C|Light Aqua|59CBE8
311 C|Turquoise Blue|05C3DE
3115 C|Bright Turquoise|2DCCD3
312 C|Caribbean|00A9CE
3125 C|Aquamarine|00AEC7
3135 C|Ocean Teal|008EAA
314 C|Peacock Blue|007FA3
3145 C|Dark Aqua|00778B
315 C|Petrol|00677F
316 C|Deep Teal|004851
3242 C|Mint Aqua|71DBD4
3252 C|Seafoam|2AD2C9
3262 C|Turquoise|00BFB3
320 C|Teal|009CA6
3272 C|Jade|00A499
321 C|Dark Cyan|008C95
3282 C|Dark Jade|008578
7474 C|Blue Spruce|007681
322 C|Deep Lagoon|007377
323 C|Spruce Teal|005F61
337 C|Mint Green|8FD6BD
3385 C|Spearmint|47D7AC
3395 C|Bright Mint|00C389
3405 C|Shamrock|00AF66
340 C|Emerald|00965E
342 C|Pine Green|006747
343 C|Evergreen|115740
7485 C|Pale Mint|D0DEBB
7486 C|Pistachio|BCE194
802 C|Fluorescent Green|44D62C
7487 C|Light Green|8DE971
353 C|Pale Green|8EDD65
360 C|Leaf Green|6CC24A
354 C|Grass Green|00B140
347 C|Kelly Green|009A44
355 C|Bright Green|009639
348 C|Irish Green|00843D
356 C|Clover|007A33
7484 C|Racing Green|00573F
357 C|Dark Green|215732
7483 C|Bottle Green|275D38
350 C|Hunter Green|2C5234
362 C|Spring Green|509E2F
7489 C|Sage Green|74AA50
363 C|Fern Green|4C8C2B
7490 C|Fern|71993E
5575 C|Pale Sage|A1B8AD
5565 C|Light Sage|8BA89B
5555 C|Eucalyptus|5B7F71
5545 C|Gray Sage|4F6F66
396 C|Citrus|E0E721
389 C|Citron|CEEA42
381 C|Chartreuse|CEDC00
382 C|Lime Yellow|C4D600
390 C|Acid Green|B5BD00
383 C|Pear Green|A8AD00
367 C|Light Lime|A4D65E
375 C|Bright Lime|97D700
376 C|Lime|84BD00
368 C|Lime Green|78BE20
369 C|Chartreuse Green|64A70B
377 C|Olive Lime|7A9A01
5777 C|Pale Olive|A2A569
7495 C|Olive Drab|8F993E
5767 C|Light Olive|8A8D4A
5757 C|Olive|6A7029
5753 C|Moss|5E6738
7770 C|Bronze Olive|5C4F24
5743 C|Army Green|3E4827
5747 C|Dark Olive|3D441E
451 C|Drab|ADA07A
7536 C|Light Khaki|A69F88
7497 C|Khaki|7A7256
4505 C|Antique Olive|A08629
466 C|Tan|C6AA76
465 C|Camel|B9975B
4655 C|Light Caramel|C99C7A
4645 C|Caramel|B97A57
7503 C|Light Taupe|A89968
7504 C|Taupe|94795D
7531 C|Mushroom|7A6855
7505 C|Walnut|81613C
4635 C|Copper Brown|94450B
7516 C|Sienna|9A3A06
7526 C|Rust Brown|8A391B
7517 C|Burnt Sienna|8C4C2F
463 C|Toffee|74531C
1405 C|Bronze|6E4C1E
478 C|Mahogany|703F2A
469 C|Chocolate|693F23
477 C|Cocoa|623B2A
462 C|Dark Brown|5C462B
4625 C|Espresso|4F2C1D
476 C|Dark Chocolate|4E3629
7506 C|Champagne|EFDBB2
4685 C|Light Beige|E6C9A8
475 C|Peach Beige|F3CFB3
7605 C|Light Skin|F1C6A7
7507 C|Light Apricot|FCD299
488 C|Blush Beige|ECBAA8
7513 C|Rose Beige|E1B7A7
4755 C|Soft Rose Beige|D7A9A1
7514 C|Warm Beige|D5A286
7509 C|Golden Tan|D6A461
7521 C|Dusty Rose|C09C83
7515 C|Bronze Skin|C58B68
7618 C|Adobe|C66E4E
Cool Gray 1 C|Pale Gray|D9D9D6
Cool Gray 2 C|Light Gray|D0D0CE
Cool Gray 3 C|Silver Mist|C8C9C7
Cool Gray 5 C|Silver Gray|B1B3B3
421 C|Light Platinum|B2B4B2
Cool Gray 6 C|Light Steel Gray|A7A8AA
422 C|Platinum|9EA2A2
Cool Gray 7 C|Gray|97999B
Cool Gray 8 C|Medium Gray|888B8D
430 C|Gunmetal Light|7C878E
Cool Gray 9 C|Steel Gray|75787B
Cool Gray 10 C|Slate Gray|63666A
431 C|Pewter|5B6770
425 C|Dark Gray|54585A
Cool Gray 11 C|Charcoal Gray|53565A
432 C|Dark Slate|333F48
7546 C|Storm Gray|253746
433 C|Graphite|1D252D
Warm Gray 1 C|Pale Stone|D7D2CB
Warm Gray 5 C|Pebble|ACA39A
Warm Gray 7 C|Warm Gray|968C83
Warm Gray 9 C|Dark Warm Gray|83786F
Warm Gray 11 C|Smoke|6E6259
Black C|Jet Black|2D2926
Black 3 C|Green Black|212322
Neutral Black C|Neutral Black|222223
Black 6 C|Black|101820
`;

const SHELF_LETTERS = 'ABCDEFGHIJ';
const shelf = (i: number) => `${Math.floor(i / SHELF_LETTERS.length) + 1}${SHELF_LETTERS[i % SHELF_LETTERS.length]}`;

function entry(id: string, color: string, nombre: string, hex: string, index: number): SeedThread {
  const h = hex.toUpperCase();
  const [r, g, b] = [1, 3, 5].map((o) => parseInt(h.slice(o, o + 2), 16));
  return { id, nombre, color, posicion: shelf(index), rgb: `rgb(${r}, ${g}, ${b})`, hex: h };
}

const rows = TABLE.trim()
  .split('\n')
  .map((line) => line.split('|') as [string, string, string]);

export const threads: SeedThread[] = [
  ...rows.map(([color, nombre, hex], i) => entry(String(1001 + i), color, nombre, `#${hex}`, i)),
  entry('Oro', '871 C', 'Metallic Gold', '#84754E', rows.length),
  entry('Plata', '877 C', 'Metallic Silver', '#8A8D8F', rows.length + 1),
];

/** Id of the thread with a given Pantone-like code (used to write the demo samples). */
export function threadId(color: string): string {
  const t = threads.find((x) => x.color === color);
  if (!t) throw new Error(`Unknown thread colour ${color}`);
  return t.id;
}
