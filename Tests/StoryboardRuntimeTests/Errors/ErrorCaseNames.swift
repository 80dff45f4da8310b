import Storyboards
import TestSupport

// The name of each error case, by exhaustive switches: a new case stops the tests compiling
// until it is named here, and `ErrorMessageTests` then fails until it has a sample.

let navigationErrorNames = [
  "pushingSameInstance", "pushingNavigationController", "poppingToMissingViewController",
  "duplicateViewControllers", "presentingNil", "presentingSelf", "alreadyPresented",
  "presentingChild", "presentingActive", "invalidPresentationStyle", "hierarchyInconsistency",
  "containmentCycle", "childIsWindowRoot", "duplicateChildren", "childIsPresented",
  "selectingForeignTab", "tabIndexOutOfRange", "moreRowOutOfRange",
  "barButtonItemHasNoHandler", "alertActionNotFound",
  "popoverWithoutSource",
  "popoverWithoutSourceView", "secondCancelAction", "tooManyColumns", "invalidTabBarCapacity",
  "textFieldOnActionSheet", "navigationBarManagedByController", "transitionWithoutCommonParent",
]

/// The cases `NavigationError` keeps for one release, raised now as `ViewError` and
/// `LaunchError`.
let deprecatedNavigationErrorNames = [
  "unknownCellIdentifier", "registeredClassNotMade", "invalidNib", "nibViewNotSet",
  "applicationDelegateNotMade", "invalidVisualFormat",
]

func caseName(of error: NavigationError) -> String {
  switch error {
  case .pushingSameInstance: return "pushingSameInstance"
  case .pushingNavigationController: return "pushingNavigationController"
  case .poppingToMissingViewController: return "poppingToMissingViewController"
  case .duplicateViewControllers: return "duplicateViewControllers"
  case .presentingNil: return "presentingNil"
  case .presentingSelf: return "presentingSelf"
  case .alreadyPresented: return "alreadyPresented"
  case .presentingChild: return "presentingChild"
  case .presentingActive: return "presentingActive"
  case .invalidPresentationStyle: return "invalidPresentationStyle"
  case .hierarchyInconsistency: return "hierarchyInconsistency"
  case .containmentCycle: return "containmentCycle"
  case .childIsWindowRoot: return "childIsWindowRoot"
  case .duplicateChildren: return "duplicateChildren"
  case .childIsPresented: return "childIsPresented"
  case .selectingForeignTab: return "selectingForeignTab"
  case .tabIndexOutOfRange: return "tabIndexOutOfRange"
  case .moreRowOutOfRange: return "moreRowOutOfRange"
  case .barButtonItemHasNoHandler: return "barButtonItemHasNoHandler"
  case .unknownCellIdentifier: return "unknownCellIdentifier"
  case .alertActionNotFound: return "alertActionNotFound"
  case .popoverWithoutSource: return "popoverWithoutSource"
  case .tooManyColumns: return "tooManyColumns"
  case .invalidTabBarCapacity: return "invalidTabBarCapacity"
  case .popoverWithoutSourceView: return "popoverWithoutSourceView"
  case .secondCancelAction: return "secondCancelAction"
  case .textFieldOnActionSheet: return "textFieldOnActionSheet"
  case .navigationBarManagedByController: return "navigationBarManagedByController"
  case .transitionWithoutCommonParent: return "transitionWithoutCommonParent"
  case .registeredClassNotMade: return "registeredClassNotMade"
  case .invalidNib: return "invalidNib"
  case .nibViewNotSet: return "nibViewNotSet"
  case .applicationDelegateNotMade: return "applicationDelegateNotMade"
  case .invalidVisualFormat: return "invalidVisualFormat"
  }
}

let viewErrorNames = [
  "unknownCellIdentifier", "registeredClassNotMade", "invalidNib", "nibViewNotSet",
  "invalidVisualFormat",
]

func caseName(of error: ViewError) -> String {
  switch error {
  case .unknownCellIdentifier: return "unknownCellIdentifier"
  case .registeredClassNotMade: return "registeredClassNotMade"
  case .invalidNib: return "invalidNib"
  case .nibViewNotSet: return "nibViewNotSet"
  case .invalidVisualFormat: return "invalidVisualFormat"
  }
}

let storyboardErrorNames = [
  "storyboardNotFound", "mainBundleNotSet", "identifierNotFound", "creatorReturnedWrongClass",
  "creatorSkippedSuperInit", "initWithCoderReturnedNil", "noSegue",
  "pushSegueOutsideNavigationController",
  "unknownSegueClass", "missingReferenceInfo", "unwindWithoutAction", "unknownClass",
  "undefinedKey", "wrongClassKind", "referenceCycle", "relationshipCycle", "embedCycle",
  "containmentTooDeep", "noInitialViewController", "typeMismatch", "missingDestination",
  "segueNotPerformable", "noSegueWithID", "ambiguousIdentifier", "nibNotFound",
  "nibReaderNotLinked",
]

func caseName(of error: StoryboardError) -> String {
  switch error {
  case .storyboardNotFound: return "storyboardNotFound"
  case .mainBundleNotSet: return "mainBundleNotSet"
  case .identifierNotFound: return "identifierNotFound"
  case .creatorReturnedWrongClass: return "creatorReturnedWrongClass"
  case .creatorSkippedSuperInit: return "creatorSkippedSuperInit"
  case .initWithCoderReturnedNil: return "initWithCoderReturnedNil"
  case .noSegue: return "noSegue"
  case .pushSegueOutsideNavigationController: return "pushSegueOutsideNavigationController"
  case .unknownSegueClass: return "unknownSegueClass"
  case .missingReferenceInfo: return "missingReferenceInfo"
  case .unwindWithoutAction: return "unwindWithoutAction"
  case .unknownClass: return "unknownClass"
  case .undefinedKey: return "undefinedKey"
  case .wrongClassKind: return "wrongClassKind"
  case .referenceCycle: return "referenceCycle"
  case .relationshipCycle: return "relationshipCycle"
  case .embedCycle: return "embedCycle"
  case .containmentTooDeep: return "containmentTooDeep"
  case .noInitialViewController: return "noInitialViewController"
  case .typeMismatch: return "typeMismatch"
  case .missingDestination: return "missingDestination"
  case .segueNotPerformable: return "segueNotPerformable"
  case .noSegueWithID: return "noSegueWithID"
  case .ambiguousIdentifier: return "ambiguousIdentifier"
  case .nibNotFound: return "nibNotFound"
  case .nibReaderNotLinked: return "nibReaderNotLinked"
  }
}

let simulationErrorNames = [
  "invalidStep", "noSegueWithID", "noTabBarController", "noTableView",
  "nothingToPop", "nothingToDismiss", "noUnwindSegue", "ambiguousStep", "noControllerNamed",
]

func caseName(of error: SimulationError) -> String {
  switch error {
  case .invalidStep: return "invalidStep"
  case .noSegueWithID: return "noSegueWithID"
  case .noTabBarController: return "noTabBarController"
  case .noTableView: return "noTableView"
  case .nothingToPop: return "nothingToPop"
  case .nothingToDismiss: return "nothingToDismiss"
  case .noUnwindSegue: return "noUnwindSegue"
  case .ambiguousStep: return "ambiguousStep"
  case .noControllerNamed: return "noControllerNamed"
  }
}

let routingErrorNames = [
  "noBundle", "wrongInitialViewController", "wrongDestination", "unknownSegueIdentifier",
  "unhandledSegue", "unexpectedSegue",
]

func caseName(of error: RoutingError) -> String {
  switch error {
  case .noBundle: return "noBundle"
  case .wrongInitialViewController: return "wrongInitialViewController"
  case .wrongDestination: return "wrongDestination"
  case .unknownSegueIdentifier: return "unknownSegueIdentifier"
  case .unhandledSegue: return "unhandledSegue"
  case .unexpectedSegue: return "unexpectedSegue"
  }
}
