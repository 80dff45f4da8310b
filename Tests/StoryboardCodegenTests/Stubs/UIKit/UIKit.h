// A stub of the parts of UIKit and Foundation that generated accessors use, so that
// `clang -fsyntax-only` can check them on any platform. Written for the tests.
#pragma once

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")

#define nil ((id)0)

_Pragma("clang assume_nonnull begin")

typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef signed char BOOL;
typedef long dispatch_once_t;
void dispatch_once(dispatch_once_t *predicate, void (^block)(void));

@interface NSObject
+ (instancetype)alloc;
- (instancetype)init;
@end

@interface NSString : NSObject
@end

@interface NSBundle : NSObject
@end

@interface NSDictionary<KeyType, ObjectType> : NSObject
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull[_Nullable])objects
                              forKeys:(const KeyType _Nonnull[_Nullable])keys
                                count:(NSUInteger)count;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

@interface UIViewController : NSObject
@end
@interface UINavigationController : UIViewController
@end
@interface UITabBarController : UIViewController
@end
@interface UISplitViewController : UIViewController
@end
@interface UITableViewController : UIViewController
@end
@interface UICollectionViewController : UIViewController
@end
@interface UIPageViewController : UIViewController
@end

@interface UIStoryboard : NSObject
+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(nullable NSBundle *)bundle;
- (nullable __kindof UIViewController *)instantiateInitialViewController;
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
@end

_Pragma("clang assume_nonnull end")
