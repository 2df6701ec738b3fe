/**
 * The sample photo of the stories (scripts/samplePhoto.ts made it and its variants, public/images/samples):
 * as an image reference the media library would give, with the focal point on the face, and with a
 * portrait crop for mobiles (art direction).
 */
import type { ImageFile, ImageRef } from '../../../contract/common';
import { VARIANT_FORMATS, variantWidths } from '../../../contract/entities/media';

const file = (name: string, width: number, height: number): ImageFile => ({
  src: `/images/samples/${name}.jpg`,
  width,
  height,
  variants: variantWidths(width).flatMap((w) =>
    VARIANT_FORMATS.map((format) => ({ width: w, format, url: `/images/samples/${name}-${w}.${format}` })),
  ),
});

export const samplePhoto: ImageRef = {
  ...file('praxis-behandlung', 2400, 1600),
  focus: { x: 68, y: 35 },
  alt: {
    de: 'Zahnärztin im hellen Behandlungsraum neben dem Behandlungsstuhl',
    en: 'Dentist in the bright treatment room beside the dental chair',
    fr: 'Dentiste dans la salle de soins lumineuse, à côté du fauteuil',
    es: 'Dentista en la luminosa sala de tratamiento, junto al sillón dental',
    ru: 'Стоматолог в светлом кабинете рядом со стоматологическим креслом',
  },
};

export const samplePhotoWithMobileCrop: ImageRef = {
  ...samplePhoto,
  mobile: { ...file('praxis-behandlung-mobil', 1200, 1500), focus: { x: 49, y: 31 } },
};
