// The Objective-C side of the app: a header marks FINWebViewController as an Objective-C class.
#import <UIKit/UIKit.h>

@interface FINWebViewController : UIViewController
@end
