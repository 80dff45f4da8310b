//
//  Public.h
//  Project
//
//  Created by Pedro Piñera Buendía on 11.07.17.
//  Copyright © 2017 es.ppinera. All rights reserved.
//

#ifndef Public_h
#define Public_h


#endif /* Public_h */
