import type { printer as zhCn } from './zh-cn.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const printer: Texts<typeof zhCn> = {
  title: 'Print station',
  tabs: { document: 'Print a document', calibration: 'Calibrate' },
  docType: 'Document type',
  document: 'Document',
  documentPlaceholder: 'Type a number to search',
  template: 'Template',
  defaultTemplate: 'Default template',
  copies: 'Copies',
  preview: 'Preview',
  print: 'Print',
  noDocument: 'Choose a document to preview it here',
  loadFailed: 'The document could not be loaded: {{message}}',
  badLink: 'This print link is not valid: it needs docType (the document type) and id (the document)',
  back: 'Open the print station',
  calibration: {
    paper: 'Paper',
    offsetX: 'Horizontal offset (mm)',
    offsetY: 'Vertical offset (mm)',
    save: 'Save calibration',
    saved: "This device's printer calibration is saved",
    printTest: 'Print test page',
    help: 'Print the test page at 100 % and measure it: the rulers should read true millimetres and the square should be 40 × 40 mm. If everything is shifted, enter the offset (right and down are positive); every printout of this device is corrected by it.',
    papers: {
      A4: 'A4',
      A5: 'A5',
      roll80: '80 mm receipt roll',
      roll58: '58 mm receipt roll',
      label5030: 'Label 50 × 30 mm',
    },
  },
};
