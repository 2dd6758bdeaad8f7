// Rihla demo catalog: all base experiences, gathered from the per-city files.

import { riyadhExperiences } from "./experiences-riyadh.mjs";
import { jeddahExperiences } from "./experiences-jeddah.mjs";
import { alulaExperiences } from "./experiences-alula.mjs";
import { makkahExperiences } from "./experiences-makkah.mjs";
import { madinahExperiences } from "./experiences-madinah.mjs";
import { abhaExperiences } from "./experiences-abha.mjs";
import { taifExperiences } from "./experiences-taif.mjs";
import { alKhobarExperiences } from "./experiences-al-khobar.mjs";
import { redSeaExperiences } from "./experiences-red-sea.mjs";
import { dubaiExperiences } from "./experiences-dubai.mjs";
import { abuDhabiExperiences } from "./experiences-abu-dhabi.mjs";
import { dohaExperiences } from "./experiences-doha.mjs";
import { manamaExperiences } from "./experiences-manama.mjs";
import { muscatExperiences } from "./experiences-muscat.mjs";
import { kuwaitCityExperiences } from "./experiences-kuwait-city.mjs";

export const saudiExperiences = [
  ...riyadhExperiences,
  ...jeddahExperiences,
  ...alulaExperiences,
  ...makkahExperiences,
  ...madinahExperiences,
  ...abhaExperiences,
  ...taifExperiences,
  ...alKhobarExperiences,
  ...redSeaExperiences
];

export const gulfExperiences = [
  ...dubaiExperiences,
  ...abuDhabiExperiences,
  ...dohaExperiences,
  ...manamaExperiences,
  ...muscatExperiences,
  ...kuwaitCityExperiences
];

export const baseExperiences = [...saudiExperiences, ...gulfExperiences];
