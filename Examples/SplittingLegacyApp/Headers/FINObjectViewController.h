// The Objective-C side of the app: a header marks FINObjectViewController as an Objective-C class.
#import <UIKit/UIKit.h>

@interface FINObjectViewController : UIViewController
@end
