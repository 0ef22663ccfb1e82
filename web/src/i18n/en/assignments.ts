/** A company's assignments tab: the list, a new assignment, status and performance materiality. */
export const assignments = {
  title: 'Assignments',
  financialYear: 'Financial year',
  allYears: 'All years',
  newAssignment: 'New assignment',
  none: 'No assignments',
  noneInYear: 'None in this financial year.',
  noneYet: 'No assignments yet.',
  noun: { one: 'assignment', other: 'assignments' },
  /** What the V1 service may lack, as the note names it. */
  changes: {
    createAssignment: 'creating assignments',
    setAssignmentStatus: 'changing the status of assignments',
    setWorkMateriality: 'setting performance materiality',
  },
  readOnly:
    'The platform does not offer creating assignments or changing their status; they are read-only here.',
  notOffered: (list: string) => `The platform does not offer ${list}.`,
  statusNow: (status: string) => `Assignment status: ${status}`,
  created: 'Assignment created',
  create: {
    type: 'Type',
    chooseType: 'Choose a type',
    subType: 'Sub-type',
    subTypePlaceholder: 'e.g. Annual audit',
    chooseYear: 'Choose a financial year',
    submit: 'Create assignment',
  },
  levels: {
    modalTitle: "Set the assignment's materiality levels",
    formLabel: 'Materiality levels',
    help: 'Overall materiality for the financial statements as a whole (ISA 320) and two shares of it: the performance materiality, which is also saved as the platform’s work materiality, and the clearly trivial threshold (ISA 450).',
    overall: 'Overall materiality (SEK)',
    performanceShare: 'Performance materiality (% of overall)',
    trivialShare: 'Clearly trivial threshold (% of overall)',
    preview: 'Will be saved as:',
    levels: (
      overall: string,
      performance: string,
      pShare: string,
      trivial: string,
      tShare: string,
    ) =>
      `Materiality ${overall} · Performance materiality ${performance} (${pShare}) · Clearly trivial threshold ${trivial} (${tShare})`,
    submit: 'Save materiality levels',
    saved: 'Saved',
    updated: 'Materiality levels updated',
    halfSaved: (performance: string, reason: string) =>
      `The platform’s work materiality was set to ${performance}, but the materiality levels were not saved: ${reason} What you entered is kept: save again.`,
  },
  table: {
    type: 'Type',
    subType: 'Sub-type',
    financialYear: 'Financial year',
    workMateriality: "Assignment's own performance materiality (SEK)",
    notSet: 'not set: company default',
    notSetHelp:
      "This assignment has no performance materiality of its own: the company's default applies.",
    couldNotLoad: 'not loaded',
    levels: 'Materiality levels',
    levelsNotSet: 'not set',
    editLevels: 'Materiality levels',
    changeStatus: 'Change status',
    changeStatusOf: (type: string, subType: string) => `Change status of ${type} ${subType}`,
    action: { OPEN: 'Reopen', LOCKED: 'Lock', ARCHIVED: 'Archive' },
  },
};
