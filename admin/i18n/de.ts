/**
 * German labels of the admin (the default language). react-admin's own texts come from
 * ra-language-german (merged over English, so keys it lacks fall back); these are ours: menu, screens,
 * resource and field names, choices. Validation and error ids come from src/i18n/messages.
 */
export const de = {
  // The staff auth calls' own error ids are in src/i18n/messages, with every id the contract answers.
  'error.changePasswordFailed': 'Das Passwort konnte nicht geändert werden.',
  ra: {
    auth: { username: 'E-Mail-Adresse', email: 'E-Mail-Adresse', sign_in_error: 'Anmeldung fehlgeschlagen' },
    action: {
      clear_array_input: 'Liste leeren', create_item: '%{item} anlegen', remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen', select_all: 'Alle auswählen', select_all_button: 'Alle auswählen', select_row: 'Zeile auswählen',
      update: 'Aktualisieren', move_up: 'Nach oben', move_down: 'Nach unten', open: 'Öffnen', select_columns: 'Spalten',
      toggle_theme: 'Hell/Dunkel umschalten', search_columns: 'Spalten durchsuchen', update_application: 'Anwendung neu laden',
    },
    page: {
      access_denied: 'Zugriff verweigert', authentication_error: 'Anmeldefehler', dashboard: 'Übersicht',
      edit: '%{name}: %{recordRepresentation}', show: '%{name}: %{recordRepresentation}', create: '%{name} anlegen',
      // Without %{name}: one German sentence cannot agree with every resource's gender and number
      // ("Noch kein Terminanfragen"); each list has its own sentence (resources.<name>.empty).
      empty: 'Noch keine Einträge', invite: 'Ersten Eintrag anlegen',
    },
    message: {
      access_denied: 'Für diese Seite fehlt Ihnen die Berechtigung.',
      authentication_error: 'Die Anmeldung konnte nicht geprüft werden.',
      auth_error: 'Beim Prüfen der Anmeldung ist ein Fehler aufgetreten.',
      bulk_update_content: 'Möchten Sie %{name} %{recordRepresentation} wirklich ändern? |||| Möchten Sie diese %{smart_count} Einträge wirklich ändern?',
      bulk_update_title: '%{name} %{recordRepresentation} ändern |||| %{smart_count} %{name} ändern',
      clear_array_input: 'Möchten Sie die ganze Liste leeren?',
      placeholder_data_warning: 'Netzwerkproblem: Daten konnten nicht aktualisiert werden.',
      select_all_limit_reached: 'Zu viele Einträge; nur die ersten %{max} wurden ausgewählt.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen', no_filtered_results: 'Keine Einträge passen zu diesen Filtern.', no_results: 'Keine Einträge gefunden.',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} von mehr als %{offsetEnd}', current_page: 'Seite %{page}',
      page: 'Zu Seite %{page}', first: 'Zur ersten Seite', last: 'Zur letzten Seite', previous: 'Zur vorherigen Seite',
    },
    sort: { sort_by: 'Sortieren nach %{field_lower_first} %{order}', ASC: 'aufsteigend', DESC: 'absteigend' },
    notification: {
      not_authorized: 'Dafür fehlt Ihnen die Berechtigung.', offline: 'Keine Verbindung. Daten konnten nicht geladen werden.',
      application_update_available: 'Eine neue Version ist verfügbar.',
    },
    locales: { de: 'Deutsch', en: 'English', fr: 'Französisch', es: 'Spanisch', ru: 'Russisch' },
  },
  admin: {
    title: 'Praxis-Admin',
    menu: {
      dashboard: 'Übersicht', inbox: 'Posteingang', content: 'Inhalte', pages: 'Seiten', system: 'Verwaltung',
      translations: 'Übersetzungsstand', uiTexts: 'Texte der Website',
    },
    auth: {
      loginTitle: 'Anmelden', email: 'E-Mail-Adresse', password: 'Passwort', signIn: 'Anmelden',
      forgotLink: 'Passwort vergessen?', forgotTitle: 'Passwort vergessen',
      forgotHint: 'Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort setzen (eine Stunde gültig).',
      forgotSubmit: 'Link senden',
      forgotDone: 'Wenn ein Konto mit dieser Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt.',
      resetTitle: 'Neues Passwort setzen', newPassword: 'Neues Passwort', confirmPassword: 'Passwort wiederholen',
      passwordHint: 'Mindestens 12 Zeichen, schwer zu erraten: z. B. vier ungewöhnliche Wörter.', passwordMismatch: 'Die Passwörter stimmen nicht überein.',
      resetSubmit: 'Passwort speichern', resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
      registerTitle: 'Registrieren', name: 'Name', registerHint: 'Die Adresse, an die die Einladung ging.',
      registerSubmit: 'Konto anlegen', backToLogin: 'Zurück zur Anmeldung',
      changeTitle: 'Passwort ändern', currentPassword: 'Aktuelles Passwort',
      changeDone: 'Ihr Passwort wurde geändert. Andere Anmeldungen dieses Kontos wurden beendet.',
    },
    languages: { de: 'Deutsch', en: 'Englisch', fr: 'Französisch', es: 'Spanisch', ru: 'Russisch' },
    localized: { full: 'vollständig', partial: 'teilweise', empty: 'leer', required: 'Pflicht' },
    markdown: {
      edit: 'Bearbeiten', preview: 'Vorschau', empty: 'Noch kein Text.',
      hint: 'Formatierung: Leerzeile = Absatz, ## Überschrift, - Liste, **fett**, *kursiv*, [Link](https://…)',
    },
    seo: {
      counter: '%{count} / %{max} Zeichen', snippet: 'Vorschau im Suchergebnis', snippetUrl: 'praxis-dr-berger.de',
      snippetEmpty: 'Titel und Beschreibung erscheinen hier, wie eine Suchmaschine sie zeigt.',
    },
    upload: { progress: '%{name} wird hochgeladen … %{percent} %' },
    image: {
      src: 'Bildadresse', upload: 'Neues Bild hochladen', drop: 'Bild hierher ziehen oder klicken (JPEG, PNG, WebP, AVIF, höchstens 5 MB)',
      alt: 'Alternativtext',
      library: 'Aus der Mediathek wählen', libraryTitle: 'Bild aus der Mediathek wählen', libraryEmpty: 'Die Mediathek ist noch leer.',
      focusHint: 'Fokuspunkt: Klicken Sie auf das Wichtigste im Bild (z. B. das Gesicht). Die Website schneidet Fotos um diesen Punkt zu.',
      focusX: 'Fokus waagerecht (%)', focusY: 'Fokus senkrecht (%)', focusReset: 'Fokuspunkt entfernen (Bildmitte)',
      crops: 'Zuschnitte auf der Website', cropPortrait: 'Porträt 4:5', cropWide: 'Titelbild 16:9', cropRoom: 'Praxisraum 4:3',
      mobile: 'Eigener Bildausschnitt für Smartphones (optional)',
      mobileHint: 'Ein anderes Foto oder ein engerer Ausschnitt derselben Szene, auf schmalen Bildschirmen statt des Bildes oben gezeigt. Der Alternativtext gilt für beide.',
    },
    hours: {
      title: 'Öffnungszeiten', open: 'Geöffnet', closed: 'Geschlossen', openOn: '%{day} geöffnet', from: 'Von', to: 'Bis',
      addRange: 'Zeitraum hinzufügen', removeRange: 'Zeitraum entfernen',
      days: { monday: 'Montag', tuesday: 'Dienstag', wednesday: 'Mittwoch', thursday: 'Donnerstag', friday: 'Freitag', saturday: 'Samstag', sunday: 'Sonntag' },
    },
    keyValue: { key: 'Parameter', value: 'Wert' },
    hints: {
      slug: 'Teil der Adresse: Kleinbuchstaben, Ziffern und Bindestriche',
      order: 'Kleinere Zahlen stehen weiter vorn',
    },
    dashboard: {
      title: 'Übersicht', welcome: 'Willkommen im Praxis-Admin', none: 'Keine Einträge',
      newAppointments: 'neue Terminanfragen', unreadMessages: 'ungelesene Nachrichten', newApplications: 'neue Bewerbungen',
      pendingReviews: 'Bewertungen zur Freigabe', translationCompleteness: 'Übersetzungsstand der Behandlungen',
      latest: {
        appointments: 'Neueste Terminanfragen', messages: 'Neueste Nachrichten', applications: 'Neueste Bewerbungen',
        reviews: 'Bewertungen zur Freigabe',
      },
    },
    completeness: {
      title: 'Übersetzungsstand der Behandlungen', open: 'Übersetzungsstand je Behandlung ansehen', total: 'Alle Behandlungen',
      intro: 'Anteil der ausgefüllten Texte je Behandlung und Sprache. Deutsch ist Pflicht, die anderen Sprachen ergänzen Sie nach und nach.',
    },
    uiTexts: {
      title: 'Texte der Website', language: 'Sprache', key: 'Schlüssel', default: 'Standardtext', override: 'Eigener Text',
      intro: 'Hier ersetzen Sie einzelne Texte der Website (Menüs, Knöpfe, Meldungen) je Sprache. Leeres Feld = Standardtext.',
      saved: 'Gespeichert: %{updated} geändert, %{removed} zurückgesetzt.',
    },
    reviews: { approve: 'Freigeben', reject: 'Ablehnen' },
    messages: { markRead: 'Als gelesen markieren', markUnread: 'Als ungelesen markieren' },
    applications: {
      workflow: 'Bewerbungsstatus', downloadCv: 'Lebenslauf herunterladen', statusChanged: 'Status geändert: %{status}',
      actions: { inReview: 'In Prüfung nehmen', invited: 'Zum Gespräch einladen', rejected: 'Absagen', hired: 'Einstellen', new: 'Zurück auf neu' },
      job: 'Stelle', unsolicited: 'Initiativbewerbung',
    },
    appointments: { request: 'Anfrage', contact: 'Kontakt' },
    users: {
      invite: 'Einladen', invited: 'Einladung verschickt. Der Link steht im Postausgang.', deactivate: 'Deaktivieren', activate: 'Aktivieren',
      self: 'Das eigene Konto kann hier nicht deaktiviert werden.',
    },
    media: { upload: 'Bild hochladen', notUsed: 'Nicht verwendet', dimensions: '%{width} × %{height} px' },
    choices: {
      language: { de: 'Deutsch', en: 'Englisch', fr: 'Französisch', es: 'Spanisch', ru: 'Russisch' },
      category: {
        aesthetic: 'Ästhetische Zahnmedizin', implantology: 'Implantologie & Chirurgie', periodontology: 'Parodontologie',
        function_diagnostics: 'Funktionsdiagnostik', prosthetics: 'Prothetik & Zahnersatz', prophylaxis: 'Prophylaxe & Prävention',
        conservative: 'Konservierende Zahnheilkunde', alternative: 'Alternative Behandlungen',
      },
      priority: { HIGH: 'Hoch', MEDIUM: 'Mittel', LOW: 'Niedrig' },
      painLevel: { none: 'Schmerzfrei', minimal: 'Minimal', mild: 'Gering', moderate: 'Moderat' },
      teamRole: { dentist: 'Zahnärztin/Zahnarzt', assistant: 'Zahnmedizinische Fachangestellte', hygienist: 'Dentalhygiene', receptionist: 'Empfang', teamMember: 'Team' },
      location: { oberfoehring: 'Oberföhring', schwabing: 'Schwabing', both: 'Beide Standorte' },
      employmentType: { fullTime: 'Vollzeit', partTime: 'Teilzeit', miniJob: 'Minijob', apprenticeship: 'Ausbildung' },
      blogStatus: { draft: 'Entwurf', published: 'Veröffentlicht' },
      reviewStatus: { pending: 'Wartet auf Freigabe', approved: 'Freigegeben', rejected: 'Abgelehnt' },
      reviewSource: { google: 'Google', jameda: 'Jameda', website: 'Website' },
      appointmentStatus: { new: 'Neu', contacted: 'Kontaktiert', confirmed: 'Bestätigt', cancelled: 'Abgesagt', completed: 'Erledigt' },
      treatmentType: {
        checkup: 'Kontrolle', cleaning: 'Zahnreinigung', filling: 'Füllung', rootCanal: 'Wurzelbehandlung', crown: 'Krone',
        implant: 'Implantat', whitening: 'Bleaching', orthodontics: 'Kieferorthopädie', emergency: 'Notfall', consultation: 'Beratung', other: 'Sonstiges',
      },
      applicationStatus: { new: 'Neu', inReview: 'In Prüfung', invited: 'Eingeladen', rejected: 'Abgesagt', hired: 'Eingestellt' },
      newsletterStatus: { pending: 'Unbestätigt', confirmed: 'Bestätigt', unsubscribed: 'Abgemeldet' },
      staffStatus: { invited: 'Eingeladen', active: 'Aktiv', deactivated: 'Deaktiviert' },
      role: { admin: 'Administration', editor: 'Redaktion', reception: 'Empfang' },
      seoPage: {
        home: 'Startseite', practice: 'Praxis', treatments: 'Behandlungen', team: 'Team', contact: 'Kontakt', booking: 'Termin',
        blog: 'Blog', about: 'Über uns', careers: 'Karriere', privacy: 'Datenschutz', imprint: 'Impressum', services: 'Leistungen',
        muenchen: 'München', 'muenchen-oberfoehring': 'München-Oberföhring', 'muenchen-bogenhausen': 'München-Bogenhausen',
      },
    },
  },
  resources: {
    treatments: {
      name: 'Behandlung |||| Behandlungen',
      empty: 'Noch keine Behandlungen', invite: 'Neue Behandlung anlegen',
      sections: { general: 'Allgemein', texts: 'Beschreibung', details: 'Details', process: 'Ablauf & Nachsorge', images: 'Bilder', faqs: 'Häufige Fragen', seo: 'SEO' },
      hints: { beforeAfter: 'Nur mit medizinischer Indikation (Heilmittelwerbegesetz § 11).' },
      fields: {
        q: 'Suche', title: 'Titel', slug: 'Adresse (Slug)', category: 'Kategorie', subcategory: 'Unterkategorie',
        isSpecialistRequired: 'Fachzahnarzt erforderlich', doctorName: 'Behandelnde Ärztin/Arzt', shortDescription: 'Kurzbeschreibung',
        longDescription: 'Ausführliche Beschreibung', detailedContent: 'Details',
        'detailedContent.whatIsIt': 'Was ist das?', 'detailedContent.suitability': 'Für wen geeignet', 'detailedContent.unsuitability': 'Für wen nicht geeignet',
        'detailedContent.advantages': 'Vorteile', 'detailedContent.types': 'Arten', 'detailedContent.types.name': 'Name', 'detailedContent.types.description': 'Beschreibung',
        'detailedContent.processingSteps': 'Behandlungsschritte', 'detailedContent.expertInfo': 'Expertenwissen', 'detailedContent.tableOfContents': 'Inhaltsverzeichnis',
        benefits: 'Nutzen', process: 'Ablauf', 'process.title': 'Schritt', 'process.description': 'Beschreibung', aftercare: 'Nachsorge',
        images: 'Bilder', 'images.caption': 'Bildunterschrift', 'images.isHero': 'Titelbild',
        beforeAfter: 'Vorher/Nachher', 'beforeAfter.before': 'Vorher (Bildadresse)', 'beforeAfter.after': 'Nachher (Bildadresse)', 'beforeAfter.caption': 'Beschriftung',
        atAGlance: 'Auf einen Blick', 'atAGlance.duration': 'Dauer', 'atAGlance.costs': 'Kosten', 'atAGlance.painLevel': 'Schmerzempfinden', 'atAGlance.sessions': 'Sitzungen',
        faqs: 'Häufige Fragen', 'faqs.question': 'Frage', 'faqs.answer': 'Antwort',
        seo: 'SEO', 'seo.title': 'SEO-Titel', 'seo.description': 'SEO-Beschreibung', 'seo.keywords': 'Suchbegriffe',
        priority: 'Priorität', isPopular: 'Beliebt', published: 'Veröffentlicht', updatedAt: 'Geändert',
      },
    },
    team: {
      name: 'Teammitglied |||| Team',
      empty: 'Noch keine Teammitglieder', invite: 'Neues Teammitglied anlegen',
      fields: {
        q: 'Suche', name: 'Name', slug: 'Adresse (Slug)', academicTitle: 'Titel', roles: 'Rollen', role: 'Rolle', position: 'Position', bio: 'Vorstellung',
        education: 'Ausbildung', specializations: 'Schwerpunkte', languages: 'Sprachen (ISO-Code, z. B. de, tr)', contact: 'Kontakt',
        'contact.email': 'E-Mail', 'contact.phone': 'Telefon', photo: 'Foto', location: 'Standort', order: 'Reihenfolge',
        isOwner: 'Praxisinhaber/in', published: 'Veröffentlicht', updatedAt: 'Geändert',
      },
    },
    blog: {
      name: 'Blogbeitrag |||| Blog',
      empty: 'Noch keine Blogbeiträge', invite: 'Neuen Beitrag anlegen',
      fields: {
        q: 'Suche', title: 'Titel', slug: 'Adresse (Slug)', excerpt: 'Anreißer', body: 'Text', categoryId: 'Kategorie', coverImage: 'Titelbild',
        author: 'Autor/in', status: 'Status', publishedAt: 'Veröffentlichungsdatum', readingMinutes: 'Lesezeit (Minuten)', updatedAt: 'Geändert',
      },
    },
    'blog-categories': {
      name: 'Blogkategorie |||| Blogkategorien',
      empty: 'Noch keine Blogkategorien', invite: 'Neue Kategorie anlegen',
      fields: { q: 'Suche', slug: 'Adresse (Slug)', name: 'Name', description: 'Beschreibung' },
    },
    reviews: {
      name: 'Bewertung |||| Bewertungen',
      empty: 'Noch keine Bewertungen', emptyHint: 'Erfassen Sie Bewertungen aus Google, Jameda oder der Praxis; erst freigegebene erscheinen auf der Website.', invite: 'Neue Bewertung erfassen',
      fields: {
        q: 'Suche', authorName: 'Name', rating: 'Sterne', text: 'Text', language: 'Sprache', source: 'Quelle', date: 'Datum', status: 'Status',
        reply: 'Antwort der Praxis', updatedAt: 'Geändert',
      },
    },
    media: {
      name: 'Bild |||| Mediathek',
      empty: 'Noch keine Bilder in der Mediathek', emptyHint: 'JPEG, PNG, WebP oder AVIF, höchstens 5 MB.', invite: 'Bild hochladen',
      fields: {
        q: 'Suche', filename: 'Datei', contentType: 'Dateityp', size: 'Größe', width: 'Breite', height: 'Höhe', url: 'Adresse', alt: 'Alternativtext',
        usedIn: 'Verwendet in', file: 'Bilddatei', createdAt: 'Hochgeladen', preview: 'Vorschau',
      },
    },
    seo: {
      name: 'SEO-Eintrag |||| SEO',
      empty: 'Noch keine SEO-Einträge', invite: 'Neuen SEO-Eintrag anlegen',
      fields: {
        q: 'Suche', page: 'Seite', language: 'Sprache', title: 'Titel', description: 'Beschreibung', keywords: 'Suchbegriffe', image: 'Vorschaubild (Adresse)',
      },
    },
    hero: {
      name: 'Startseite: Ärztin |||| Startseite: Ärztin',
      fields: { doctorName: 'Name', doctorTitle: 'Titel und Funktion', headline: 'Überschrift', text: 'Text', photo: 'Foto', ctaLabel: 'Knopfbeschriftung' },
    },
    content: {
      name: 'Inhaltsblock |||| Inhaltsblöcke',
      empty: 'Noch keine Inhaltsblöcke', invite: 'Neuen Inhaltsblock anlegen',
      fields: { q: 'Suche', page: 'Seite', section: 'Abschnitt', title: 'Überschrift', body: 'Text', order: 'Reihenfolge', published: 'Veröffentlicht' },
    },
    about: {
      name: 'Über uns |||| Über uns',
      fields: {
        title: 'Titel', intro: 'Einleitung', philosophy: 'Philosophie', equipment: 'Ausstattung', values: 'Werte', 'values.title': 'Wert',
        'values.text': 'Beschreibung', image: 'Bild',
      },
    },
    contact: {
      name: 'Kontaktdaten |||| Kontaktdaten',
      fields: {
        phone_primary: 'Telefon', email_primary: 'E-Mail', address: 'Adresse (eine Zeile)', street: 'Straße', house_number: 'Hausnummer',
        postal_code: 'PLZ', city: 'Ort', opening_hours: 'Öffnungszeiten', social_media: 'Soziale Medien',
        'social_media.facebook': 'Facebook', 'social_media.instagram': 'Instagram', 'social_media.youtube': 'YouTube', 'social_media.whatsapp': 'WhatsApp-Nummer',
        legal_name: 'Rechtlicher Name', tax_id: 'USt-IdNr.', registration_number: 'Registernummer',
      },
    },
    pages: {
      name: 'Seite |||| Rechtstexte & Seiten',
      empty: 'Noch keine Seiten', invite: 'Neue Seite anlegen',
      fields: { q: 'Suche', slug: 'Adresse (Slug)', title: 'Titel', body: 'Text', published: 'Veröffentlicht' },
    },
    settings: {
      name: 'Einstellungen |||| Einstellungen',
      fields: {
        bookingUrl: 'Online-Terminbuchung (Adresse)', bookingRequestUrl: 'Patientenanfrage (Adresse)', bookingTracking: 'Tracking-Parameter der Buchungslinks',
        analyticsId: 'Analytics-ID', whatsappNumber: 'WhatsApp-Nummer', socialLinks: 'Soziale Medien',
        'socialLinks.facebook': 'Facebook', 'socialLinks.instagram': 'Instagram', 'socialLinks.youtube': 'YouTube',
      },
    },
    jobs: {
      name: 'Stellenanzeige |||| Stellenanzeigen',
      empty: 'Noch keine Stellenanzeigen', invite: 'Neue Stellenanzeige anlegen',
      fields: {
        q: 'Suche', title: 'Titel', slug: 'Adresse (Slug)', location: 'Standort', employmentType: 'Anstellung', summary: 'Kurzfassung',
        description: 'Beschreibung', requirements: 'Anforderungen', benefits: 'Wir bieten', published: 'Veröffentlicht', datePosted: 'Veröffentlicht am',
        validThrough: 'Gültig bis',
      },
    },
    applications: {
      name: 'Bewerbung |||| Bewerbungen',
      empty: 'Noch keine Bewerbungen', emptyHint: 'Bewerbungen von der Karriereseite der Website erscheinen hier.',
      fields: {
        q: 'Suche', firstName: 'Vorname', lastName: 'Nachname', name: 'Name', email: 'E-Mail', phone: 'Telefon', message: 'Nachricht', jobId: 'Stelle',
        cv: 'Lebenslauf', status: 'Status', notes: 'Interne Notizen', submittedAt: 'Eingegangen',
      },
    },
    appointments: {
      name: 'Terminanfrage |||| Terminanfragen',
      empty: 'Noch keine Terminanfragen', emptyHint: 'Anfragen aus dem Terminformular der Website erscheinen hier.',
      fields: {
        q: 'Suche', firstName: 'Vorname', lastName: 'Nachname', name: 'Name', email: 'E-Mail', phone: 'Telefon', treatmentType: 'Anliegen',
        preferredDate: 'Wunschtermin', preferredTime: 'Uhrzeit', location: 'Standort', message: 'Nachricht', language: 'Sprache', status: 'Status',
        notes: 'Interne Notizen', createdAt: 'Eingegangen',
      },
    },
    messages: {
      name: 'Nachricht |||| Nachrichten',
      empty: 'Noch keine Nachrichten', emptyHint: 'Nachrichten aus dem Kontaktformular der Website erscheinen hier.',
      fields: { q: 'Suche', name: 'Name', email: 'E-Mail', subject: 'Betreff', message: 'Nachricht', read: 'Gelesen', note: 'Interne Notiz', language: 'Sprache', createdAt: 'Eingegangen' },
    },
    newsletter: {
      name: 'Newsletter-Abo |||| Newsletter',
      empty: 'Noch keine Newsletter-Abos', emptyHint: 'Anmeldungen zum Newsletter auf der Website erscheinen hier.',
      fields: { q: 'Suche', email: 'E-Mail', language: 'Sprache', status: 'Status', createdAt: 'Angemeldet' },
    },
    users: {
      name: 'Benutzer/in |||| Benutzer',
      empty: 'Noch keine Benutzer', invite: 'Benutzer/in einladen',
      fields: { q: 'Suche', name: 'Name', email: 'E-Mail', role: 'Rolle', status: 'Status', lastLoginAt: 'Letzte Anmeldung', createdAt: 'Angelegt' },
    },
    outbox: {
      name: 'E-Mail |||| Postausgang',
      empty: 'Der Postausgang ist leer', emptyHint: 'Solange kein Mailserver (SMTP) eingerichtet ist, landen Einladungen und Passwort-Links hier; sie verfallen nach 30 Tagen.',
      fields: { q: 'Suche', to: 'An', subject: 'Betreff', text: 'Text', createdAt: 'Erstellt' },
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every admin language must have (en.ts is checked against it). */
export type AdminMessages = Widen<typeof de>;
