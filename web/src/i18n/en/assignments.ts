/** A company's assignments tab: the list, a new assignment, status and work materiality. */
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
    setWorkMateriality: 'setting work materiality',
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
  materiality: {
    modalTitle: "Set the assignment's work materiality",
    formLabel: 'Work materiality',
    help: "Applies to this assignment's financial year. The company's work materiality (on its Overview tab) is only the default for assignments without their own.",
    amount: "Assignment's work materiality (SEK)",
    percentage: 'Percentage of overall materiality',
    submit: 'Save work materiality',
    saved: 'Saved',
    updated: 'Work materiality updated',
  },
  table: {
    type: 'Type',
    subType: 'Sub-type',
    financialYear: 'Financial year',
    workMateriality: "Assignment's own work materiality (SEK)",
    notSet: 'not set: company default',
    notSetHelp:
      "This assignment has no work materiality of its own: the company's default applies.",
    couldNotLoad: 'not loaded',
    editMateriality: 'Work materiality',
    changeStatus: 'Change status',
    changeStatusOf: (type: string, subType: string) => `Change status of ${type} ${subType}`,
    action: { OPEN: 'Reopen', LOCKED: 'Lock', ARCHIVED: 'Archive' },
  },
};
