//
//  Private.h
//  Project
//
//  Created by Pedro Piñera Buendía on 11.07.17.
//  Copyright © 2017 es.ppinera. All rights reserved.
//

#ifndef Private_h
#define Private_h


#endif /* Private_h */
