// An app's own types with the names of Xcode's templates and common app code: none of them
// collides with what StoryboardsUIKit, StoryboardTesting or Swift Testing give.

final class ViewController {}
final class View {}
final class Window {}
struct Image {}
struct Color {}
struct Menu {}
struct Scene {}
struct Action {}
struct Selector {}
struct Content {}
