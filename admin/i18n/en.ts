/** English labels of the admin; same keys as de.ts (the type makes a missing key a compile error). */
import type { AdminMessages } from './de';

export const en: AdminMessages = {
  'error.changePasswordFailed': 'The password could not be changed.',
  ra: {
    auth: { username: 'E-mail address', email: 'E-mail address', sign_in_error: 'Login failed' },
    action: {
      clear_array_input: 'Clear the list', create_item: 'Create %{item}', remove_all_filters: 'Remove all filters',
      reset: 'Reset', select_all: 'Select all', select_all_button: 'Select all', select_row: 'Select this row',
      update: 'Update', move_up: 'Move up', move_down: 'Move down', open: 'Open', select_columns: 'Columns',
      toggle_theme: 'Toggle light/dark mode', search_columns: 'Search columns', update_application: 'Reload application',
    },
    page: {
      access_denied: 'Access denied', authentication_error: 'Authentication error', dashboard: 'Dashboard',
      edit: '%{name}: %{recordRepresentation}', show: '%{name}: %{recordRepresentation}', create: 'Create %{name}',
    },
    message: {
      access_denied: "You don't have the permission to open this page.",
      authentication_error: 'Your sign-in could not be checked.',
      auth_error: 'An error occurred while checking your sign-in.',
      bulk_update_content: 'Are you sure you want to update %{name} %{recordRepresentation}? |||| Are you sure you want to update these %{smart_count} items?',
      bulk_update_title: 'Update %{name} %{recordRepresentation} |||| Update %{smart_count} %{name}',
      clear_array_input: 'Are you sure you want to clear the whole list?',
      placeholder_data_warning: 'Network issue: data refresh failed.',
      select_all_limit_reached: 'There are too many elements; only the first %{max} were selected.',
    },
    navigation: {
      clear_filters: 'Clear filters', no_filtered_results: 'No %{name} found using the current filters.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} of more than %{offsetEnd}', current_page: 'Page %{page}',
      page: 'Go to page %{page}', first: 'Go to first page', last: 'Go to last page', previous: 'Go to previous page',
    },
    sort: { sort_by: 'Sort by %{field_lower_first} %{order}', ASC: 'ascending', DESC: 'descending' },
    notification: {
      not_authorized: "You're not allowed to do this.", offline: 'No connectivity. Could not fetch data.',
      application_update_available: 'A new version is available.',
    },
    locales: { de: 'Deutsch', en: 'English', fr: 'French', es: 'Spanish', ru: 'Russian' },
  },
  admin: {
    title: 'Practice admin',
    menu: { dashboard: 'Dashboard', inbox: 'Inbox', content: 'Content', pages: 'Pages', system: 'Administration', translations: 'Translation status', uiTexts: 'Website texts' },
    auth: {
      loginTitle: 'Sign in', email: 'E-mail address', password: 'Password', signIn: 'Sign in',
      forgotLink: 'Forgot your password?', forgotTitle: 'Forgot password',
      forgotHint: 'We will send you a link to set a new password (valid for one hour).',
      forgotSubmit: 'Send link',
      forgotDone: 'If an account exists for this address, we have sent you a link to reset your password.',
      resetTitle: 'Set a new password', newPassword: 'New password', confirmPassword: 'Repeat password',
      passwordHint: 'At least 12 characters, hard to guess: e.g. four unusual words.', passwordMismatch: 'The passwords do not match.',
      resetSubmit: 'Save password', resetDone: 'Your password has been changed. You can sign in now.',
      registerTitle: 'Register', name: 'Name', registerHint: 'The address the invitation was sent to.',
      registerSubmit: 'Create account', backToLogin: 'Back to sign-in',
      changeTitle: 'Change password', currentPassword: 'Current password',
      changeDone: 'Your password has been changed. Other sign-ins of this account have been ended.',
    },
    languages: { de: 'German', en: 'English', fr: 'French', es: 'Spanish', ru: 'Russian' },
    localized: { full: 'complete', partial: 'partly filled', empty: 'empty', required: 'required' },
    markdown: {
      edit: 'Edit', preview: 'Preview', empty: 'No text yet.',
      hint: 'Formatting: blank line = paragraph, ## heading, - list, **bold**, *italic*, [link](https://…)',
    },
    seo: {
      counter: '%{count} / %{max} characters', snippet: 'Search result preview', snippetUrl: 'praxis-dr-berger.de',
      snippetEmpty: 'Title and description appear here as a search engine shows them.',
    },
    upload: { progress: 'Uploading %{name} … %{percent} %' },
    image: {
      src: 'Image address', upload: 'Upload a new image', drop: 'Drop an image here or click (JPEG, PNG, WebP, AVIF, at most 5 MB)',
      alt: 'Alt text',
      library: 'Choose from the media library', libraryTitle: 'Choose an image from the media library', libraryEmpty: 'The media library is still empty.',
      focusHint: 'Focal point: click the most important part of the picture (e.g. the face). The website crops photos around this point.',
      focusX: 'Focus horizontal (%)', focusY: 'Focus vertical (%)', focusReset: 'Remove focal point (centre)',
      crops: 'Crops on the website', cropPortrait: 'Portrait 4:5', cropWide: 'Hero 16:9', cropRoom: 'Practice room 4:3',
      mobile: 'Separate crop for smartphones (optional)',
      mobileHint: 'Another photo or a tighter crop of the same scene, shown on narrow screens instead of the image above. The alt text applies to both.',
    },
    hours: {
      title: 'Opening hours', open: 'Open', closed: 'Closed', openOn: 'Open on %{day}', from: 'From', to: 'To',
      addRange: 'Add time range', removeRange: 'Remove time range',
      days: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },
    },
    keyValue: { key: 'Parameter', value: 'Value' },
    hints: { slug: 'Part of the address: lower-case letters, digits and hyphens', order: 'Smaller numbers come first' },
    dashboard: {
      title: 'Dashboard', welcome: 'Welcome to the practice admin', none: 'Nothing here',
      newAppointments: 'new appointment requests', unreadMessages: 'unread messages', newApplications: 'new applications',
      pendingReviews: 'reviews awaiting approval', translationCompleteness: 'Translation status of the treatments',
      latest: { appointments: 'Latest appointment requests', messages: 'Latest messages', applications: 'Latest applications', reviews: 'Reviews awaiting approval' },
    },
    completeness: {
      title: 'Translation status of the treatments', open: 'See the status per treatment', total: 'All treatments',
      intro: 'Share of filled texts per treatment and language. German is required; add the other languages step by step.',
    },
    uiTexts: {
      title: 'Website texts', language: 'Language', key: 'Key', default: 'Default text', override: 'Own text',
      intro: 'Replace single texts of the website (menus, buttons, messages) per language. Empty field = default text.',
      saved: 'Saved: %{updated} changed, %{removed} reset.',
    },
    reviews: { approve: 'Approve', reject: 'Reject' },
    messages: { markRead: 'Mark as read', markUnread: 'Mark as unread' },
    applications: {
      workflow: 'Application status', downloadCv: 'Download CV', statusChanged: 'Status changed: %{status}',
      actions: { inReview: 'Start review', invited: 'Invite to interview', rejected: 'Reject', hired: 'Hire', new: 'Back to new' },
      job: 'Position', unsolicited: 'Unsolicited application',
    },
    appointments: { request: 'Request', contact: 'Contact' },
    users: {
      invite: 'Invite', invited: 'Invitation sent. The link is in the outbox.', deactivate: 'Deactivate', activate: 'Activate',
      self: 'Your own account cannot be deactivated here.',
    },
    media: { upload: 'Upload image', notUsed: 'Not used', dimensions: '%{width} × %{height} px' },
    choices: {
      language: { de: 'German', en: 'English', fr: 'French', es: 'Spanish', ru: 'Russian' },
      category: {
        aesthetic: 'Aesthetic dentistry', implantology: 'Implantology & surgery', periodontology: 'Periodontology',
        function_diagnostics: 'Functional diagnostics', prosthetics: 'Prosthetics & dentures', prophylaxis: 'Prophylaxis & prevention',
        conservative: 'Conservative dentistry', alternative: 'Alternative treatments',
      },
      priority: { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' },
      painLevel: { none: 'Painless', minimal: 'Minimal', mild: 'Mild', moderate: 'Moderate' },
      teamRole: { dentist: 'Dentist', assistant: 'Dental assistant', hygienist: 'Dental hygienist', receptionist: 'Reception', teamMember: 'Team' },
      location: { oberfoehring: 'Oberföhring', schwabing: 'Schwabing', both: 'Both locations' },
      employmentType: { fullTime: 'Full time', partTime: 'Part time', miniJob: 'Mini job', apprenticeship: 'Apprenticeship' },
      blogStatus: { draft: 'Draft', published: 'Published' },
      reviewStatus: { pending: 'Awaiting approval', approved: 'Approved', rejected: 'Rejected' },
      reviewSource: { google: 'Google', jameda: 'Jameda', website: 'Website' },
      appointmentStatus: { new: 'New', contacted: 'Contacted', confirmed: 'Confirmed', cancelled: 'Cancelled', completed: 'Completed' },
      treatmentType: {
        checkup: 'Check-up', cleaning: 'Cleaning', filling: 'Filling', rootCanal: 'Root canal', crown: 'Crown', implant: 'Implant',
        whitening: 'Whitening', orthodontics: 'Orthodontics', emergency: 'Emergency', consultation: 'Consultation', other: 'Other',
      },
      applicationStatus: { new: 'New', inReview: 'In review', invited: 'Invited', rejected: 'Rejected', hired: 'Hired' },
      newsletterStatus: { pending: 'Unconfirmed', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
      staffStatus: { invited: 'Invited', active: 'Active', deactivated: 'Deactivated' },
      role: { admin: 'Administrator', editor: 'Editor', reception: 'Reception' },
      seoPage: {
        home: 'Home', practice: 'Practice', treatments: 'Treatments', team: 'Team', contact: 'Contact', booking: 'Booking',
        blog: 'Blog', about: 'About us', careers: 'Careers', privacy: 'Privacy', imprint: 'Imprint', services: 'Services',
        muenchen: 'Munich', 'muenchen-oberfoehring': 'Munich-Oberföhring', 'muenchen-bogenhausen': 'Munich-Bogenhausen',
      },
    },
  },
  resources: {
    treatments: {
      name: 'Treatment |||| Treatments',
      sections: { general: 'General', texts: 'Description', details: 'Details', process: 'Process & aftercare', images: 'Images', faqs: 'FAQs', seo: 'SEO' },
      hints: { beforeAfter: 'Only with a medical indication (German health advertising law, HWG § 11).' },
      fields: {
        q: 'Search', title: 'Title', slug: 'Address (slug)', category: 'Category', subcategory: 'Subcategory',
        isSpecialistRequired: 'Specialist required', doctorName: 'Treating dentist', shortDescription: 'Short description',
        longDescription: 'Long description', detailedContent: 'Details',
        'detailedContent.whatIsIt': 'What is it?', 'detailedContent.suitability': 'Suitable for', 'detailedContent.unsuitability': 'Not suitable for',
        'detailedContent.advantages': 'Advantages', 'detailedContent.types': 'Types', 'detailedContent.types.name': 'Name', 'detailedContent.types.description': 'Description',
        'detailedContent.processingSteps': 'Treatment steps', 'detailedContent.expertInfo': 'Expert information', 'detailedContent.tableOfContents': 'Table of contents',
        benefits: 'Benefits', process: 'Process', 'process.title': 'Step', 'process.description': 'Description', aftercare: 'Aftercare',
        images: 'Images', 'images.caption': 'Caption', 'images.isHero': 'Hero image',
        beforeAfter: 'Before/after', 'beforeAfter.before': 'Before (image address)', 'beforeAfter.after': 'After (image address)', 'beforeAfter.caption': 'Caption',
        atAGlance: 'At a glance', 'atAGlance.duration': 'Duration', 'atAGlance.costs': 'Costs', 'atAGlance.painLevel': 'Pain level', 'atAGlance.sessions': 'Sessions',
        faqs: 'FAQs', 'faqs.question': 'Question', 'faqs.answer': 'Answer',
        seo: 'SEO', 'seo.title': 'SEO title', 'seo.description': 'SEO description', 'seo.keywords': 'Keywords',
        priority: 'Priority', isPopular: 'Popular', published: 'Published', updatedAt: 'Updated',
      },
    },
    team: {
      name: 'Team member |||| Team',
      fields: {
        q: 'Search', name: 'Name', slug: 'Address (slug)', academicTitle: 'Title', roles: 'Roles', role: 'Role', position: 'Position', bio: 'Biography',
        education: 'Education', specializations: 'Specializations', languages: 'Languages (ISO code, e.g. de, tr)', contact: 'Contact',
        'contact.email': 'E-mail', 'contact.phone': 'Phone', photo: 'Photo', location: 'Location', order: 'Order',
        isOwner: 'Practice owner', published: 'Published', updatedAt: 'Updated',
      },
    },
    blog: {
      name: 'Blog post |||| Blog',
      fields: {
        q: 'Search', title: 'Title', slug: 'Address (slug)', excerpt: 'Excerpt', body: 'Text', categoryId: 'Category', coverImage: 'Cover image',
        author: 'Author', status: 'Status', publishedAt: 'Publish date', readingMinutes: 'Reading time (minutes)', updatedAt: 'Updated',
      },
    },
    'blog-categories': {
      name: 'Blog category |||| Blog categories',
      fields: { q: 'Search', slug: 'Address (slug)', name: 'Name', description: 'Description' },
    },
    reviews: {
      name: 'Review |||| Reviews',
      fields: {
        q: 'Search', authorName: 'Name', rating: 'Stars', text: 'Text', language: 'Language', source: 'Source', date: 'Date', status: 'Status',
        reply: "Practice's reply", updatedAt: 'Updated',
      },
    },
    media: {
      name: 'Image |||| Media library',
      fields: {
        q: 'Search', filename: 'File', contentType: 'File type', size: 'Size', width: 'Width', height: 'Height', url: 'Address', alt: 'Alt text',
        usedIn: 'Used in', file: 'Image file', createdAt: 'Uploaded', preview: 'Preview',
      },
    },
    seo: {
      name: 'SEO entry |||| SEO',
      fields: { q: 'Search', page: 'Page', language: 'Language', title: 'Title', description: 'Description', keywords: 'Keywords', image: 'Share image (address)' },
    },
    hero: {
      name: 'Home: doctor intro |||| Home: doctor intro',
      fields: { doctorName: 'Name', doctorTitle: 'Title and role', headline: 'Headline', text: 'Text', photo: 'Photo', ctaLabel: 'Button label' },
    },
    content: {
      name: 'Content block |||| Content blocks',
      fields: { q: 'Search', page: 'Page', section: 'Section', title: 'Heading', body: 'Text', order: 'Order', published: 'Published' },
    },
    about: {
      name: 'About us |||| About us',
      fields: {
        title: 'Title', intro: 'Introduction', philosophy: 'Philosophy', equipment: 'Equipment', values: 'Values', 'values.title': 'Value',
        'values.text': 'Description', image: 'Image',
      },
    },
    contact: {
      name: 'Contact data |||| Contact data',
      fields: {
        phone_primary: 'Phone', email_primary: 'E-mail', address: 'Address (one line)', street: 'Street', house_number: 'House number',
        postal_code: 'Postal code', city: 'City', opening_hours: 'Opening hours', social_media: 'Social media',
        'social_media.facebook': 'Facebook', 'social_media.instagram': 'Instagram', 'social_media.youtube': 'YouTube', 'social_media.whatsapp': 'WhatsApp number',
        legal_name: 'Legal name', tax_id: 'VAT ID', registration_number: 'Registration number',
      },
    },
    pages: {
      name: 'Page |||| Legal texts & pages',
      fields: { q: 'Search', slug: 'Address (slug)', title: 'Title', body: 'Text', published: 'Published' },
    },
    settings: {
      name: 'Settings |||| Settings',
      fields: {
        bookingUrl: 'Online booking (address)', bookingRequestUrl: 'Patient request (address)', bookingTracking: 'Tracking parameters of the booking links',
        analyticsId: 'Analytics ID', whatsappNumber: 'WhatsApp number', socialLinks: 'Social media',
        'socialLinks.facebook': 'Facebook', 'socialLinks.instagram': 'Instagram', 'socialLinks.youtube': 'YouTube',
      },
    },
    jobs: {
      name: 'Job posting |||| Job postings',
      fields: {
        q: 'Search', title: 'Title', slug: 'Address (slug)', location: 'Location', employmentType: 'Employment', summary: 'Summary',
        description: 'Description', requirements: 'Requirements', benefits: 'We offer', published: 'Published', datePosted: 'Posted on',
        validThrough: 'Valid until',
      },
    },
    applications: {
      name: 'Application |||| Applications',
      fields: {
        q: 'Search', firstName: 'First name', lastName: 'Last name', name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message', jobId: 'Position',
        cv: 'CV', status: 'Status', notes: 'Internal notes', submittedAt: 'Received',
      },
    },
    appointments: {
      name: 'Appointment request |||| Appointment requests',
      fields: {
        q: 'Search', firstName: 'First name', lastName: 'Last name', name: 'Name', email: 'E-mail', phone: 'Phone', treatmentType: 'Concern',
        preferredDate: 'Preferred date', preferredTime: 'Time', location: 'Location', message: 'Message', language: 'Language', status: 'Status',
        notes: 'Internal notes', createdAt: 'Received',
      },
    },
    messages: {
      name: 'Message |||| Messages',
      fields: { q: 'Search', name: 'Name', email: 'E-mail', subject: 'Subject', message: 'Message', read: 'Read', note: 'Internal note', language: 'Language', createdAt: 'Received' },
    },
    newsletter: {
      name: 'Newsletter subscription |||| Newsletter',
      fields: { q: 'Search', email: 'E-mail', language: 'Language', status: 'Status', createdAt: 'Subscribed' },
    },
    users: {
      name: 'User |||| Users',
      fields: { q: 'Search', name: 'Name', email: 'E-mail', role: 'Role', status: 'Status', lastLoginAt: 'Last sign-in', createdAt: 'Created' },
    },
    outbox: {
      name: 'E-mail |||| Outbox',
      fields: { q: 'Search', to: 'To', subject: 'Subject', text: 'Text', createdAt: 'Created' },
    },
  },
};
