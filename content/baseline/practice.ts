/**
 * Practice info of a fresh install: the name and the two locations the product is built for
 * (Oberföhring in Bogenhausen, Schwabing), with their addresses and map positions. No
 * phone, e-mail, directions or special days: those are the practice's to supply. The weekly hours
 * shown are always the contact record's (behaviour/public.ts), so the stored text stays empty.
 */
import type { PracticeInfo } from '../../src/contract/entities/practice';

export const baselinePracticeInfo: PracticeInfo = {
  name: 'Zahnarztpraxis Dr. Berger & Kollegen',
  tagline: {
    de: 'Zahnmedizin in München-Oberföhring und Schwabing',
    en: 'Dentistry in Munich-Oberföhring and Schwabing',
    fr: 'Soins dentaires à Munich-Oberföhring et Schwabing',
    es: 'Odontología en Múnich-Oberföhring y Schwabing',
    ru: 'Стоматология в Мюнхене — в Оберфёринге и Швабинге',
  },
  opening_hours: { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '', saturday: '', sunday: '' },
  special_hours: [],
  locations: [
    {
      key: 'oberfoehring',
      name: 'Praxis Oberföhring',
      street: 'Oberföhringer Straße',
      house_number: '188',
      postal_code: '81925',
      city: 'München',
      district: 'Bogenhausen',
      phone: '',
      email: '',
      geo: { lat: 48.1655, lng: 11.6195 },
    },
    {
      key: 'schwabing',
      name: 'Praxis Schwabing',
      street: 'Leopoldstraße',
      house_number: '112',
      postal_code: '80804',
      city: 'München',
      district: 'Schwabing',
      phone: '',
      email: '',
      geo: { lat: 48.1668, lng: 11.5867 },
    },
  ],
};
