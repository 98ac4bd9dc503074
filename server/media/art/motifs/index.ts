// The registry of motifs the artwork can draw, one entry per motif name in content/FORMAT.md.

import { church, fortress, mansion, museum, temple, theatre } from './buildings';
import { library, lighthouse, tower } from './landmarks';
import { casino, dessert, drink, festival, fireworks, food, lantern, racing, show } from './food';
import { beach, bridge, cemetery, garden, hill, market, shop, square, street, village } from './places';
import type { MotifDef } from './shapes';
import { airport, border, brochure, bus, calendar, ferry, harbour, hotel, info, lrt, nursing, office, toilet, wifi } from './transport';

export const MOTIFS: Record<string, MotifDef> = {
  church,
  temple,
  fortress,
  museum,
  garden,
  tower,
  street,
  square,
  theatre,
  lighthouse,
  mansion,
  market,
  shop,
  food,
  dessert,
  drink,
  hotel,
  bridge,
  beach,
  village,
  festival,
  lantern,
  fireworks,
  show,
  casino,
  racing,
  harbour,
  hill,
  library,
  cemetery,
  lrt,
  bus,
  wifi,
  info,
  toilet,
  nursing,
  border,
  ferry,
  airport,
  office,
  brochure,
  calendar,
};
