// The Static page generator's interface text: Azerbaijani (SPEC §2), and English.
export type Lang = 'az' | 'en';

export interface StaticText {
  title: string;
  intro: string;
  source: string;
  output: string;
  categories: string;
  conversions: string;
  totalPages: string;
  completedPages: string;
  progress: string;
  errors: string;
  generate: string;
  download: string;
  pause: string;
  resume: string;
  stop: string;
  switchTo: string;
  states: Record<'idle' | 'running' | 'paused' | 'stopping' | 'stopped' | 'completed' | 'failed', string>;
  notReadyTitle: string;
  notReady: string;
  failedTitle: string;
  stoppedTitle: string;
  stoppedText: (pages: number) => string;
  doneTitle: string;
  doneText: (files: number, errors: number) => string;
  summary: string;
  summaryRows: { files: string; conversionPages: string; seconds: string; speed: string; rss: string; paused: string };
  howTitle: string;
  how: string[];
  lastLines: string;
}

export const TEXT: Record<Lang, StaticText> = {
  az: {
    title: 'Statik səhifə generatoru',
    intro: 'Saytın bütün səhifələrini kataloqdan statik HTML fayllar kimi yaradır: npm run build ilə eyni build.',
    source: 'Mənbə',
    output: 'Nəticə qovluğu',
    categories: 'Kateqoriyalar',
    conversions: 'Çevirmələr',
    totalPages: 'Ümumi səhifələr',
    completedPages: 'Tamamlanmış səhifələr',
    progress: 'Gedişat',
    errors: 'Xətalar',
    generate: 'Generasiyaya başla',
    download: 'Hamısını arxiv kimi yüklə',
    pause: 'Fasilə ver',
    resume: 'Davam et',
    stop: 'Dayandır',
    switchTo: 'English',
    states: {
      idle: 'Hazırdır',
      running: 'Generasiya gedir...',
      paused: 'Fasilədədir',
      stopping: 'Dayandırılır...',
      stopped: 'Dayandırıldı',
      completed: 'Tamamlandı',
      failed: 'Uğursuz oldu',
    },
    notReadyTitle: 'Məlumatlar hazır deyil',
    notReady: 'Kateqoriyalar və çevirmələr hələ yüklənməyib. Bir az gözləyin və yenidən cəhd edin.',
    failedTitle: 'Generasiya uğursuz oldu',
    stoppedTitle: 'Generasiya dayandırıldı',
    stoppedText: (pages) => `${String(pages)} çevirmə səhifəsi yaradılmışdı; dərc olunmuş sayt dəyişdirilmədi.`,
    doneTitle: 'Generasiya tamamlandı',
    doneText: (files, errors) => `${String(files)} HTML faylı yaradıldı, ${String(errors)} xəta.`,
    summary: 'Yekun',
    summaryRows: {
      files: 'HTML faylları',
      conversionPages: 'Çevirmə səhifələri',
      seconds: 'Build vaxtı',
      speed: 'Sürət',
      rss: 'Maksimum yaddaş',
      paused: 'Fasilədə keçən vaxt',
    },
    howTitle: 'Necə işləyir',
    how: [
      'Generasiya saytın həqiqi build-ini (npm run build) ayrıca prosesdə işə salır: ana səhifə, kateqoriyalar, bütün çevirmə səhifələri, 4 statik səhifə, sitemap faylları və yönləndirmələr.',
      'Ümumi səhifələr = 1 ana səhifə + kateqoriyalar + çevirmələr + 4 statik səhifə. Gedişat build-in çevirmə səhifələri sayğacından gəlir; qalan səhifələr sonda sayılır.',
      'Səhifələr müvəqqəti qovluğa yazılır; dərc olunmuş qovluq yalnız build uğurla bitəndə əvəz olunur.',
      'Fasilə build prosesini həqiqətən dayandırır (SIGSTOP): fasilə zamanı yeni səhifə yaranmır. Davam et onu davam etdirir (SIGCONT).',
      'Dayandır build-i bitirir və müvəqqəti qovluğu silir; dərc olunmuş sayt olduğu kimi qalır.',
      'Hər hansı səhifədə xəta olarsa, build uğursuz olur və dərc olunmuş sayt dəyişmir.',
      'Bitəndən sonra bütün saytı bir .tar.gz arxivi kimi yükləyə bilərsiniz.',
    ],
    lastLines: 'Build-in son sətirləri',
  },
  en: {
    title: 'Static page generator',
    intro: 'Renders every page of the site from the catalogue into static HTML files: the same build as npm run build.',
    source: 'Source',
    output: 'Output folder',
    categories: 'Categories',
    conversions: 'Conversions',
    totalPages: 'Total pages',
    completedPages: 'Completed pages',
    progress: 'Progress',
    errors: 'Errors',
    generate: 'Start generation',
    download: 'Download all as an archive',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    switchTo: 'Azərbaycanca',
    states: {
      idle: 'Ready',
      running: 'Generating...',
      paused: 'Paused',
      stopping: 'Stopping...',
      stopped: 'Stopped',
      completed: 'Completed',
      failed: 'Failed',
    },
    notReadyTitle: 'Data not ready',
    notReady: 'The categories and conversions have not loaded yet. Wait a moment and try again.',
    failedTitle: 'Generation failed',
    stoppedTitle: 'Generation stopped',
    stoppedText: (pages) => `${String(pages)} conversion pages had been made; the published site was not changed.`,
    doneTitle: 'Generation completed',
    doneText: (files, errors) => `${String(files)} HTML files written, ${String(errors)} errors.`,
    summary: 'Summary',
    summaryRows: {
      files: 'HTML files',
      conversionPages: 'Conversion pages',
      seconds: 'Build time',
      speed: 'Speed',
      rss: 'Peak memory',
      paused: 'Time paused',
    },
    howTitle: 'How it works',
    how: [
      'Generation runs the real site build (npm run build) in a separate process: home, categories, every conversion page, the 4 static pages, the sitemap files and the redirects.',
      'Total pages = 1 home page + categories + conversions + 4 static pages. The progress comes from the build’s own counter of conversion pages; the other pages are counted at the end.',
      'Pages are written to a temporary folder; the published folder is replaced only when the build succeeds.',
      'Pause really halts the build process (SIGSTOP): no new page is made while paused. Resume continues it (SIGCONT).',
      'Stop ends the build and removes the temporary folder; the published site stays as it was.',
      'If any page fails, the build fails and the published site does not change.',
      'When it is done you can download the whole site as one .tar.gz archive.',
    ],
    lastLines: 'Last lines of the build',
  },
};
