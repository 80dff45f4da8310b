//
//  Protected.h
//  Project
//
//  Created by Pedro Piñera Buendía on 11.07.17.
//  Copyright © 2017 es.ppinera. All rights reserved.
//

#ifndef Protected_h
#define Protected_h


#endif /* Protected_h */
